import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logIn, signIn, type TestAccount } from '../support/accounts';
import { typeCard } from '../support/card-element';
import { settle, visit } from '../support/visit';
import { fillShippingAddress } from '../support/shop';

// A guest, a sign-in, a card and an order: several remotes, each loaded cold.
test.describe.configure({ timeout: 120_000 });

let account: TestAccount;

// Sign-ups are rate-limited per address: one account per file and worker, a pet owner (a user without a
// role is sent to role selection after login, not back to the checkout).
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  account = await createVerifiedAccount(request, 'shop');
  await signIn(request, account);
  const role = await request.put('/api/auth/role', { data: { role: 'pet_owner' } });
  expect(role.ok(), await role.text()).toBe(true);
  await request.dispose();
});

test('a guest fills a cart that survives a reload, signs in, checks out with a saved card and finds the order', async ({
  page,
}) => {
  // Browse as a guest: the first product with plenty in stock.
  await visit(page, '/merchandise', page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food' }));
  const card = page.getByRole('article').filter({ hasText: 'In stock' }).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('button', { name: `Add to cart for ${name}` }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // The shelf's cart link counts it; the guest's cart is kept in the browser.
  await page.getByRole('link', { name: 'Cart (1 item)' }).click();
  await expect(page).toHaveURL('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' });
  await settle(page, lines);
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText(name);
  await page.reload();
  await settle(page, lines);
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText(name);

  // Checkout asks the guest to log in, and comes back with the cart merged into the stored one.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL('/login?next=%2Fcheckout');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(`${name} × 1`);

  // No saved card yet: the card is typed at checkout, in the payment provider's element, saved and charged.
  const form = page.getByRole('form', { name: 'Checkout' });
  await fillShippingAddress(form);
  await expect(form.getByRole('group', { name: 'Pay with a card' })).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Place order' }).click();

  // The confirmation shows the order; the orders page lists it.
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f0-9]{24}$/);
  const summary = page.getByRole('region', { name: /^Order #/ });
  await expect(summary).toContainText('Order placed');
  await expect(summary).toContainText(`${name} × 1`);
  const orderHeading = (await summary.getByRole('heading', { level: 2 }).textContent())!.trim();

  await page.getByRole('link', { name: 'View all orders' }).click();
  await expect(page).toHaveURL('/pharmas-orders');
  const order = page.getByRole('article', { name: orderHeading });
  await expect(order).toContainText('Order placed');
  await expect(order).toContainText(name);

  // The stored cart is empty after the order.
  await page.goto('/cart');
  await settle(page, page.getByText('Your cart is empty.'));
});
