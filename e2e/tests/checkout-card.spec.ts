import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { typeCard } from '../support/card-element';
import { settle, visit } from '../support/visit';
import { fillShippingAddress } from '../support/shop';

// A new buyer, a card typed at checkout and an order: the shell and the shop loaded cold.
test.describe.configure({ timeout: 120_000 });

const rupees = (amountMinor: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amountMinor / 100);

test('a buyer with no saved card adds one at checkout, sees subtotal, delivery, tax and total, and the header count empties', async ({
  page,
}) => {
  // A new pet owner (no payment method or address saved) with one cheap product in the cart.
  await signIn(page.request, await createVerifiedAccount(page.request, 'checkout-card'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName: 'Asha Kulkarni', phoneNumber: '+91 (98200) 11111', location: 'Mumbai' },
    }),
  );
  const { products } = (await (
    await ok(await page.request.get('/api/shop/products?shelf=merchandise&inStock=true&sort=price_asc&pageSize=50'))
  ).json()) as { products: Array<{ id: string; name: string; stock: number; prescriptionRequired: boolean }> };
  const item = products.find((product) => !product.prescriptionRequired && product.stock > 2)!;
  await ok(await page.request.put(`/api/shop/cart/items/${item.id}`, { data: { quantity: 1 } }));

  // The header counts the cart without the shop: on the landing page too.
  await visit(page, '/', page.getByRole('main').getByRole('heading', { level: 1 }).first());
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await visit(page, '/checkout', page.getByRole('form', { name: 'Checkout' }));
  const form = page.getByRole('form', { name: 'Checkout' });
  // A first order: the name and phone start from the profile (decision 116), and can still be changed.
  await expect(form.getByLabel('Full name')).toHaveValue('Asha Kulkarni');
  await expect(form.getByLabel('Phone')).toHaveValue('+91 98200 11111');
  await fillShippingAddress(form);

  // The summary is the server's: subtotal, delivery, the GST within and the total it will charge.
  const { summary } = (await (await ok(await page.request.get('/api/shop/checkout/summary?country=India'))).json()) as {
    summary: {
      subtotal: { amountMinor: number };
      delivery: { amountMinor: number };
      tax: { label: string; amount: { amountMinor: number } };
      total: { amountMinor: number };
    };
  };
  const amounts = page.getByRole('region', { name: 'Order summary' }).getByRole('definition');
  await settle(
    page,
    page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('term')
      .filter({ hasText: /^Total$/ }),
  );
  await expect(amounts).toHaveText([
    rupees(summary.subtotal.amountMinor),
    summary.delivery.amountMinor === 0 ? 'Free' : rupees(summary.delivery.amountMinor),
    rupees(summary.tax.amount.amountMinor),
    rupees(summary.total.amountMinor),
  ]);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('term')).toHaveText([
    'Subtotal',
    'Delivery',
    'GST (18%, included)',
    'Total',
  ]);

  // No saved card: it is typed here, in the provider's element, saved and charged for this order.
  await expect(form.getByRole('group', { name: 'Pay with a card' })).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[a-f0-9]{24}$/);
  const order = page.getByRole('region', { name: /^Order #/ });
  await expect(order).toContainText(`${item.name} × 1`);
  await expect(order).toContainText(rupees(summary.total.amountMinor));
  await expect(order).toContainText('4242');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // The card is saved for next time.
  const { methods } = (await (await ok(await page.request.get('/api/auth/payment-methods'))).json()) as {
    methods: Array<{ cardLastFour: string }>;
  };
  expect(methods.map((method) => method.cardLastFour)).toEqual(['4242']);
});
