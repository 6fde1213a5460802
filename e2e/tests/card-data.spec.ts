import { expect, test, type Page, type Request } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from '../support/accounts';
import { ok } from '../support/api';
import { typeCard } from '../support/card-element';
import { settle, visit } from '../support/visit';
import { e2eBasePort } from '../platform-fixture';
import { portsFrom } from '@petpal/platform';
import { fillShippingAddress } from '../support/shop';

// Two cards typed, an order placed: several remotes loaded cold.
test.describe.configure({ timeout: 120_000 });

let account: TestAccount;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  account = await createVerifiedAccount(request, 'card-data');
  await signIn(request, account);
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await request.dispose();
});

const ports = portsFrom(e2eBasePort);
/** Every origin PetPal serves: the shell, each remote and the API (by either host name). */
const petpalPorts = new Set([ports.shell, ports.api, ...Object.values(ports.remotes)]);
const paymentsOrigin = `http://localhost:${ports.payments}`;

/** A card number in any request text: with or without spaces or dashes, raw or URL-encoded. */
const carriesCard = (text: string, digits: string) => text.replace(/%20|\+|%2D|[\s-]/gi, '').includes(digits);

/** Records every request of the page, its frames included: the URL and the body. */
function recordRequests(page: Page) {
  const requests: { url: URL; text: string }[] = [];
  page.on('request', (request: Request) => {
    requests.push({ url: new URL(request.url()), text: `${request.url()}\n${request.postData() ?? ''}` });
  });
  return {
    toPetpal: (digits: string) =>
      requests
        .filter(({ url, text }) => petpalPorts.has(Number(url.port)) && carriesCard(text, digits))
        .map((r) => r.url.href),
    toProvider: (digits: string) =>
      requests.filter(({ url, text }) => url.origin === paymentsOrigin && carriesCard(text, digits)).length,
  };
}

test('card digits typed on /payments and at checkout reach only the payment provider, never a PetPal origin', async ({
  page,
}) => {
  const recorded = recordRequests(page);
  await signIn(page.request, account);

  // /payments: the card goes into the provider's element and comes back as a saved Visa.
  await visit(page, '/payments', page.getByRole('heading', { level: 1, name: 'Payment Methods' }));
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Add Card' }).click();
  const saved = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).toContainText('Visa ending in 4242');

  // Checkout: a product in the cart, then "A new card" typed there, saved and charged.
  const { products } = (await (
    await ok(await page.request.get('/api/shop/products?shelf=merchandise&inStock=true&pageSize=50'))
  ).json()) as { products: Array<{ id: string; stock: number; prescriptionRequired: boolean }> };
  const item = products.filter((p) => !p.prescriptionRequired).sort((a, b) => b.stock - a.stock)[0]!;
  await ok(await page.request.put(`/api/shop/cart/items/${item.id}`, { data: { quantity: 1 } }));
  await visit(page, '/checkout', page.getByRole('form', { name: 'Checkout' }));
  const form = page.getByRole('form', { name: 'Checkout' });
  await settle(page, form.getByLabel('Visa ending in 4242'));
  await fillShippingAddress(form);
  await form.getByLabel('A new card').check();
  await typeCard(page, '4242424242424242');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f0-9]{24}$/);
  await expect(page.getByRole('region', { name: /^Order #/ })).toContainText('4242');

  // The recorder saw the element send the card to the provider, twice, and nothing else carry it.
  expect(recorded.toProvider('4242424242424242')).toBe(2);
  expect(recorded.toPetpal('4242424242424242')).toEqual([]);
});
