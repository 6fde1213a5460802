import { expect, test } from '@playwright/test';
import { fillShippingAddress, ownerWithCard } from '../support/shop';
import { settle, visit } from '../support/visit';
import { ok } from '../support/api';

// An account with a saved card, the product page, the Autoship form and the orders page: one remote, cold.
test.describe.configure({ timeout: 120_000 });

test('an owner sets up Autoship on a product, finds it under My orders, skips the next delivery and cancels it', async ({
  page,
}) => {
  await ownerWithCard(page.request, 'autoship');
  // The merchandise product with the most left (the desktop and mobile runs each set one up).
  const { products } = (await (
    await ok(await page.request.get('/api/shop/products?shelf=merchandise&inStock=true&pageSize=50'))
  ).json()) as { products: Array<{ slug: string; name: string; stock: number }> };
  const product = [...products].sort((a, b) => b.stock - a.stock)[0]!;

  // The product page offers Autoship at 5% off.
  await visit(page, `/merchandise/${product.slug}`, page.getByRole('heading', { level: 1, name: product.name }));
  const offer = page.getByRole('region', { name: 'Autoship & save 5%' });
  await expect(offer).toContainText('Save 5% on every Autoship delivery');
  await offer.getByLabel('Deliver').selectOption({ label: 'Every 2 weeks' });
  await offer.getByRole('link', { name: 'Set up Autoship' }).click();

  // The form: address and the saved card.
  await expect(page).toHaveURL(/\/pharmas-orders\/autoship\/new\?product=/);
  const form = page.getByRole('form', { name: 'Set up Autoship' });
  await settle(page, form);
  await fillShippingAddress(form);
  await expect(form.getByLabel(/ending in 4242/)).toBeChecked();
  await form.getByRole('button', { name: 'Start Autoship' }).click();

  // My orders lists it; the job places the first order at once.
  await expect(page).toHaveURL('/pharmas-orders');
  const autoship = page.getByRole('article', { name: `Autoship of ${product.name}` });
  await expect(autoship).toContainText('Every 2 weeks');
  await expect(autoship).toContainText('Active');
  await expect
    .poll(
      async () => {
        const { autoships } = (await (await ok(await page.request.get('/api/shop/autoship'))).json()) as {
          autoships: Array<{ lastResult: { outcome: string } | null }>;
        };
        return autoships[0]?.lastResult?.outcome;
      },
      { timeout: 30_000 },
    )
    .toBe('ordered');
  await page.reload();
  await settle(page, autoship);
  const before = await autoship.getByText(/^Next delivery/).textContent();

  // Skip the next delivery: two weeks later.
  await autoship.getByRole('button', { name: `Skip next delivery of ${product.name}` }).click();
  await expect(autoship.getByText(/^Next delivery/)).not.toHaveText(before ?? '');
  await expect(autoship).toContainText('You skipped the delivery of');

  // Cancel, after the confirmation: the section empties.
  await autoship.getByRole('button', { name: `Cancel Autoship of ${product.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this Autoship?' })
    .getByRole('button', { name: 'Cancel Autoship' })
    .click();
  await expect(page.getByRole('article', { name: `Autoship of ${product.name}` })).toHaveCount(0);
  // The Autoship's order is among the orders.
  await expect(page.getByRole('list', { name: 'Orders' })).toContainText(product.name);
});
