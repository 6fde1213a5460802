import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { visit } from '../support/visit';

// Two accounts in two browser contexts, an order and three remotes' pages.
test.describe.configure({ timeout: 120_000 });

/** A 1x1 PNG: the prescription photo the owner uploads. */
const PRESCRIPTION_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return response;
}

/** A signed-in pet owner with a saved card who has bought one prescription item; answers the order's id. */
async function ownerWithPrescriptionOrder(request: APIRequestContext): Promise<string> {
  await signIn(request, await createVerifiedAccount(request, 'rx-owner'));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await request.put('/api/auth/profile', {
      data: { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai, India' },
    }),
  );
  await ok(
    await request.post('/api/auth/payment-methods', {
      data: {
        methodType: 'card',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        holderName: 'Priya Sharma',
      },
      headers: { 'Idempotency-Key': `rx-card-${Date.now()}-${Math.random()}` },
    }),
  );
  const { methods } = (await (await ok(await request.get('/api/auth/payment-methods'))).json()) as {
    methods: Array<{ id: string }>;
  };
  // The pharmacy's prescription item with the most left (the desktop and mobile runs each buy one).
  const { products } = (await (
    await ok(await request.get('/api/shop/products?category=pharmacy&inStock=true&pageSize=50'))
  ).json()) as { products: Array<{ id: string; stock: number; prescriptionRequired: boolean }> };
  const item = products.filter((p) => p.prescriptionRequired).sort((a, b) => b.stock - a.stock)[0];
  expect(item, 'a prescription item in stock').toBeTruthy();
  await ok(await request.put(`/api/shop/cart/items/${item!.id}`, { data: { quantity: 1 } }));
  const placed = await ok(
    await request.post('/api/shop/checkout', {
      data: {
        shippingAddress: {
          name: 'Priya Sharma',
          line1: '12 Carter Road',
          city: 'Mumbai',
          postcode: '400050',
          country: 'India',
          phone: '+91 98765 43210',
        },
        paymentMethodId: methods[0]!.id,
      },
      headers: { 'Idempotency-Key': `rx-order-${Date.now()}-${Math.random()}` },
    }),
  );
  const { order } = (await placed.json()) as { order: { id: string; status: string } };
  expect(order.status).toBe('awaiting_prescription');
  return order.id;
}

test('an owner uploads a prescription, a pharmacist approves it, and the owner sees the order move on', async ({
  page,
  browser,
}) => {
  const orderId = await ownerWithPrescriptionOrder(page.request);
  const reference = orderId.slice(-8).toUpperCase();

  // The owner uploads a paper prescription.
  await visit(
    page,
    `/pharmas-orders/${orderId}/prescription`,
    page.getByRole('heading', { level: 1, name: 'Add a Prescription' }),
  );
  const form = page.getByRole('form', { name: 'Add a prescription' });
  await form.getByText('Upload a prescription', { exact: true }).click();
  await form.getByLabel('Prescription image').setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: PRESCRIPTION_PNG,
  });
  await expect(form.getByRole('img', { name: 'Prescription preview' })).toBeVisible();
  await form.getByLabel('Prescribing vet').fill('Dr. Meera Iyer');
  await form.getByLabel('Clinic').fill('Bandra Pet Clinic');
  await form.getByRole('button', { name: 'Send Prescription' }).click();
  await expect(page.getByText('Waiting for the pharmacist')).toBeVisible();

  // A pharmacist, in a browser of their own, approves it from the queue.
  const pharmacistContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const pharmacist = await pharmacistContext.newPage();
  await signIn(pharmacist.request, await createVerifiedAccount(pharmacist.request, 'rx-pharmacist'));
  await ok(await pharmacist.request.put('/api/auth/role', { data: { role: 'pharmacist' } }));
  await visit(
    pharmacist,
    '/dashboard/pharmacy-practice',
    pharmacist.getByRole('heading', { level: 1, name: 'Prescription Queue' }),
  );
  const queued = pharmacist.getByRole('article', { name: `Order ${reference}` });
  await expect(queued).toContainText('Uploaded prescription from Dr. Meera Iyer, Bandra Pet Clinic');
  await expect(queued.getByRole('img', { name: 'Prescription from Dr. Meera Iyer' })).toBeVisible();
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(pharmacist.getByText(`Order ${reference} approved`)).toBeVisible();
  await expect(queued).toBeHidden();
  await pharmacistContext.close();

  // The owner's orders show the new status.
  await visit(page, '/pharmas-orders', page.getByRole('article', { name: `Order #${reference}` }));
  await expect(page.getByRole('article', { name: `Order #${reference}` })).toContainText('Order placed');
});
