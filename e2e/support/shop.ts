import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { createVerifiedAccount, signIn } from './accounts';
import { ok } from './api';

/**
 * Signs `request` in as a new pet owner in Mumbai with a profile and a saved card (the good test card);
 * answers the card's id. A page's `request` shares the page's cookies.
 */
export async function ownerWithCard(request: APIRequestContext, prefix: string): Promise<string> {
  await signIn(request, await createVerifiedAccount(request, prefix));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await request.put('/api/auth/profile', {
      data: { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai, India' },
    }),
  );
  await ok(
    await request.post('/api/auth/payment-methods', {
      // Stripe's test payment method id for 4242 4242 4242 4242: no card number reaches our API (decision 051).
      data: { methodType: 'card', paymentMethodId: 'pm_card_visa' },
      headers: { 'Idempotency-Key': `e2e-card-${Date.now()}-${Math.random()}` },
    }),
  );
  const { methods } = (await (await ok(await request.get('/api/auth/payment-methods'))).json()) as {
    methods: Array<{ id: string }>;
  };
  return methods[0]!.id;
}

/**
 * A new owner with a card (ownerWithCard) who has bought one unit of a seeded product through the API: a
 * prescription item (the order waits for its prescription) or not (placed). Picks the matching product
 * with the most left, as the desktop and mobile runs each buy one. Answers the order's id.
 */
export async function ownerWithOrder(
  request: APIRequestContext,
  { prescription }: { prescription: boolean },
): Promise<string> {
  const methodId = await ownerWithCard(request, prescription ? 'rx-owner' : 'shop-owner');
  const shelf = prescription ? 'pharmacy' : 'merchandise';
  const { products } = (await (
    await ok(await request.get(`/api/shop/products?shelf=${shelf}&inStock=true&pageSize=50`))
  ).json()) as { products: Array<{ id: string; stock: number; prescriptionRequired: boolean }> };
  const item = products.filter((p) => p.prescriptionRequired === prescription).sort((a, b) => b.stock - a.stock)[0];
  expect(item, 'a matching product in stock').toBeTruthy();
  await ok(await request.put(`/api/shop/cart/items/${item!.id}`, { data: { quantity: 1 } }));
  // Place order sends back the total the order summary showed (decision 074).
  const { summary } = (await (await ok(await request.get('/api/shop/checkout/summary?country=India'))).json()) as {
    summary: { total: { amountMinor: number } };
  };
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
        paymentMethodId: methodId,
        quotedTotalMinor: summary.total.amountMinor,
      },
      headers: { 'Idempotency-Key': `e2e-order-${Date.now()}-${Math.random()}` },
    }),
  );
  const { order } = (await placed.json()) as { order: { id: string; status: string } };
  expect(order.status).toBe(prescription ? 'awaiting_prescription' : 'placed');
  return order.id;
}

/** Types Sam Rivera's Mumbai address into a checkout or Autoship form. */
export async function fillShippingAddress(form: Locator): Promise<void> {
  await form.getByLabel('Full name').fill('Sam Rivera');
  await form.getByLabel('Address line 1').fill('12 Hill Road');
  await form.getByLabel('City').fill('Mumbai');
  await form.getByLabel('Postcode').fill('400050');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Phone').fill('+91 98200 00000');
}
