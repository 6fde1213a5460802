/**
 * Every shop route x guest, the order's owner and another signed-in user. The catalogue is public; the
 * cart, checkout and orders need a session, and another user's order is "not found".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderAnswer } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import {
  ADDRESS,
  addProduct,
  checkout,
  createShopTestApp,
  guest,
  quotedTotal,
  signInBuyer,
  type Buyer,
  type ShopTestApp,
} from './shop.test-support';

const CALLERS = ['guest', 'owner', 'other'] as const;
type Caller = (typeof CALLERS)[number];
interface World {
  productId: string;
  slug: string;
  orderId: string;
  /** The owner's order summary total for the line in their cart (what Place order sends). */
  quotedTotalMinor: number;
}
type Request = (
  w: World,
  caller: Caller,
) => [method: string, path: string, body?: unknown, headers?: Record<string, string>];
const all = (status: number): Record<Caller, number> => ({ guest: status, owner: status, other: status });
const signedIn = (status: number) => ({ guest: 401, owner: status, other: status });

const CASES: Array<[name: string, request: Request, expected: Record<Caller, number>]> = [
  ['GET /products', () => ['GET', '/products'], all(200)],
  ['GET /products/:slug', (w) => ['GET', `/products/${w.slug}`], all(200)],
  ['GET /cart', () => ['GET', '/cart'], signedIn(200)],
  ['PUT /cart/items/:productId', (w) => ['PUT', `/cart/items/${w.productId}`, { quantity: 1 }], signedIn(200)],
  ['DELETE /cart/items/:productId', (w) => ['DELETE', `/cart/items/${w.productId}`], signedIn(200)],
  ['DELETE /cart', () => ['DELETE', '/cart'], signedIn(200)],
  [
    'POST /cart/merge',
    (w) => ['POST', '/cart/merge', { mergeId: 'auth-case-merge', items: [{ productId: w.productId, quantity: 1 }] }],
    signedIn(200),
  ],
  // The other user's cart is empty: they are told so (their own cart), never shown the owner's.
  [
    'POST /checkout',
    (w) => [
      'POST',
      '/checkout',
      { shippingAddress: ADDRESS, paymentMethodId: '', quotedTotalMinor: w.quotedTotalMinor },
      { 'Idempotency-Key': 'auth-case' },
    ],
    { guest: 401, owner: 201, other: 400 },
  ],
  // The header's count is of the caller's own cart.
  ['GET /cart/count', () => ['GET', '/cart/count'], signedIn(200)],
  // The summary prices the caller's own cart only: the other user's is empty.
  ['GET /checkout/summary', () => ['GET', '/checkout/summary?country=India'], { guest: 401, owner: 200, other: 400 }],
  ['GET /orders', () => ['GET', '/orders'], signedIn(200)],
  ['GET /orders/:id', (w) => ['GET', `/orders/${w.orderId}`], { guest: 401, owner: 200, other: 404 }],
  ['POST /orders/:id/cancel', (w) => ['POST', `/orders/${w.orderId}/cancel`], { guest: 401, owner: 200, other: 404 }],
];

let test: TestDatabase;
let t: ShopTestApp;
let callers: Record<Caller, Buyer>;
let world: World;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createShopTestApp(test.db);
  callers = {
    guest: guest(t),
    owner: await signInBuyer(t, 'owner@example.com'),
    other: await signInBuyer(t, 'other@example.com'),
  };
  const product = await addProduct(t.db, { stock: 20 });
  const productId = product._id.toHexString();
  await callers.owner.send('PUT', `/cart/items/${productId}`, { quantity: 1 });
  const quotedTotalMinor = await quotedTotal(callers.owner);
  const placed = await checkout(callers.owner, 'setup');
  world = { productId, slug: product.slug, orderId: OrderAnswer.parse(await placed.json()).order.id, quotedTotalMinor };
  // The owner's cart holds a line again for the checkout case.
  await callers.owner.send('PUT', `/cart/items/${productId}`, { quantity: 1 });
});
afterEach(async () => {
  await test.close();
});

describe('shop authorization', () => {
  for (const [name, request, expected] of CASES) {
    for (const caller of CALLERS) {
      it(`${name} as ${caller} -> ${expected[caller]}`, async () => {
        const [method, path, body, headers] = request(world, caller);
        const payload =
          name === 'POST /checkout' && body ? { ...(body as object), paymentMethodId: callers[caller].methodId } : body;
        const res = await callers[caller].send(method, path, payload, headers);
        expect(res.status, await res.clone().text()).toBe(expected[caller]);
      });
    }
  }
});
