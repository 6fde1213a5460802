import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInTestUser } from '../../auth';
import { AutoshipList, AutoshipOrderAnswer, autoshipMessages } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  addProduct,
  createShopTestApp,
  DECLINING_CARD,
  errorOf,
  guest,
  requester,
  signInBuyer,
  stockOf,
  type Buyer,
  type ShopTestApp,
} from '../shop.test-support';
import { act, autoshipOf, movableClock, orderNow, postAutoship, setUpAutoship, WEEK_MS } from './autoship.test-support';

let test: TestDatabase;
let t: ShopTestApp;
let owner: Buyer;
let other: Buyer;
const clock = movableClock();

beforeEach(async () => {
  test = await createTestDatabase();
  clock.set(new Date('2026-03-02T09:00:00.000Z'));
  t = await createShopTestApp(test.db, { now: clock.now });
  owner = await signInBuyer(t, 'owner@example.com');
  other = await signInBuyer(t, 'other@example.com');
});
afterEach(async () => {
  await test.close();
});

describe('who may use /autoship', () => {
  it('answers 401 to a guest and 403 to a signed-in supplier', async () => {
    const product = await addProduct(test.db);
    expect((await guest(t).send('GET', '/autoship')).status).toBe(401);
    expect((await postAutoship(guest(t), product._id.toHexString())).status).toBe(401);
    const { cookie } = await signInTestUser(t.db, 'supplier@example.com', 'supplier');
    const res = await requester(t, cookie)('GET', '/autoship');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(autoshipMessages.ownersOnly);
  });

  it("answers 404 to every action on another owner's Autoship and lists only the owner's", async () => {
    const product = await addProduct(test.db);
    const mine = await setUpAutoship(owner, product._id.toHexString());
    for (const action of ['skip', 'pause', 'resume', 'cancel'] as const) {
      expect((await act(other, mine.id, action)).status).toBe(404);
    }
    expect((await other.send('PATCH', `/autoship/${mine.id}`, { quantity: 3 })).status).toBe(404);
    expect((await orderNow(other, mine.id)).status).toBe(404);
    expect(AutoshipList.parse(await (await other.send('GET', '/autoship')).json()).autoships).toEqual([]);
    expect(AutoshipList.parse(await (await owner.send('GET', '/autoship')).json()).autoships).toHaveLength(1);
  });
});

describe('setting up', () => {
  it('stores an active Autoship due now, priced 5% off', async () => {
    const product = await addProduct(test.db, { prices: { INR: 50_000, USD: 700 } });
    const autoship = await setUpAutoship(owner, product._id.toHexString());
    expect(autoship).toMatchObject({
      status: 'active',
      quantity: 2,
      frequencyWeeks: 2,
      nextOrderAt: clock.now().toISOString(),
      unitPrice: { amountMinor: 50_000, currency: 'INR' },
      autoshipUnitPrice: { amountMinor: 47_500, currency: 'INR' },
      pausedReason: null,
      lastResult: null,
    });
  });

  it('requires an Idempotency-Key and validates every field with clear messages', async () => {
    const productId = (await addProduct(test.db))._id.toHexString();
    const noKey = await owner.send('POST', '/autoship', { productId });
    expect(noKey.status).toBe(400);
    expect((await errorOf(noKey)).code).toBe('idempotency_key_required');

    const bad = await postAutoship(owner, productId, {
      frequencyWeeks: 3,
      quantity: 11,
      shippingAddress: { name: 'X' },
    });
    expect(bad.status).toBe(400);
    const { fields } = await errorOf(bad);
    expect(fields?.frequencyWeeks).toBe(autoshipMessages.frequency);
    expect(fields?.quantity).toMatch(/1 to 10/);
    expect(fields?.['shippingAddress.line1']).toBeDefined();

    const operator = await postAutoship(owner, productId, { quantity: { $gt: 0 }, extra: true });
    expect(operator.status).toBe(400);
    expect((await errorOf(operator)).fields?.extra).toBe('Unknown field.');
  });

  it('refuses a prescription item, a payment method that is not yours and a second Autoship of a product', async () => {
    const rx = await addProduct(test.db, { prescriptionRequired: true, category: 'pharmacy' });
    const refused = await postAutoship(owner, rx._id.toHexString());
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({
      code: 'prescription_required',
      message: autoshipMessages.prescription,
    });

    const product = await addProduct(test.db);
    const notMine = await postAutoship(owner, product._id.toHexString(), { paymentMethodId: other.methodId });
    expect(notMine.status).toBe(400);
    expect((await errorOf(notMine)).fields?.paymentMethodId).toBe(autoshipMessages.paymentMethod);

    const first = await setUpAutoship(owner, product._id.toHexString());
    const again = await postAutoship(owner, product._id.toHexString());
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('autoship_exists');
    // Cancelled, the product may be set up again.
    expect((await act(owner, first.id, 'cancel')).status).toBe(200);
    expect((await postAutoship(owner, product._id.toHexString())).status).toBe(201);
  });
});

describe('changing', () => {
  it('patches quantity, frequency, payment method and address, and refuses an empty or invalid change', async () => {
    const product = await addProduct(test.db);
    const { id } = await setUpAutoship(owner, product._id.toHexString());
    const res = await owner.send('PATCH', `/autoship/${id}`, {
      quantity: 4,
      frequencyWeeks: 6,
      shippingAddress: {
        name: 'Ravi Kumar',
        line1: '1 Hill Road',
        city: 'Pune',
        postcode: '411001',
        country: 'India',
        phone: '+91 98765 00000',
      },
    });
    expect(res.status).toBe(200);
    expect(await autoshipOf(res)).toMatchObject({
      quantity: 4,
      frequencyWeeks: 6,
      shippingAddress: { city: 'Pune', line2: '' },
    });

    const empty = await owner.send('PATCH', `/autoship/${id}`, {});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields?.body).toBe(autoshipMessages.nothingToChange);
    expect((await owner.send('PATCH', `/autoship/${id}`, { frequencyWeeks: 5 })).status).toBe(400);
    expect((await owner.send('PATCH', `/autoship/${id}`, { paymentMethodId: other.methodId })).status).toBe(400);
  });

  it('skips one period, pauses, resumes and cancels (cancelled is final)', async () => {
    const product = await addProduct(test.db);
    const created = await setUpAutoship(owner, product._id.toHexString(), { frequencyWeeks: 4 });
    const skipped = await autoshipOf(await act(owner, created.id, 'skip'));
    expect(skipped.nextOrderAt).toBe(new Date(clock.now().getTime() + 4 * WEEK_MS).toISOString());
    expect(skipped.lastResult?.outcome).toBe('skipped');

    expect((await autoshipOf(await act(owner, created.id, 'pause'))).status).toBe('paused');
    const twice = await act(owner, created.id, 'pause');
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(autoshipMessages.notActive);
    const resumed = await autoshipOf(await act(owner, created.id, 'resume'));
    expect(resumed).toMatchObject({ status: 'active', nextOrderAt: skipped.nextOrderAt });

    expect((await autoshipOf(await act(owner, created.id, 'cancel'))).status).toBe('cancelled');
    for (const action of ['skip', 'pause', 'resume', 'cancel'] as const) {
      const res = await act(owner, created.id, action);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(autoshipMessages.cancelled);
    }
    expect((await orderNow(owner, created.id)).status).toBe(409);
  });

  it('a passed next date becomes now on resume', async () => {
    const product = await addProduct(test.db);
    const { id } = await setUpAutoship(owner, product._id.toHexString());
    await act(owner, id, 'pause');
    clock.advance(3 * WEEK_MS);
    expect((await autoshipOf(await act(owner, id, 'resume'))).nextOrderAt).toBe(clock.now().toISOString());
  });
});

describe('order now', () => {
  it('places an Autoship order at 5% off and moves the next date one period from now', async () => {
    const product = await addProduct(test.db, { stock: 5 });
    const { id } = await setUpAutoship(owner, product._id.toHexString(), { frequencyWeeks: 2 });
    const res = await orderNow(owner, id);
    expect(res.status).toBe(201);
    const { autoship, order } = AutoshipOrderAnswer.parse(await res.json());
    expect(order).toMatchObject({ autoshipId: id, status: 'placed', total: { amountMinor: 95_000, currency: 'INR' } });
    expect(autoship.nextOrderAt).toBe(new Date(clock.now().getTime() + 2 * WEEK_MS).toISOString());
    expect(autoship.lastResult).toMatchObject({ outcome: 'ordered', orderId: order.id });
    expect(await stockOf(test.db, product._id)).toBe(3);
  });

  it('answers 409 when out of stock and 402 on a decline, leaving the Autoship active and the stock whole', async () => {
    const product = await addProduct(test.db, { stock: 1 });
    const { id } = await setUpAutoship(owner, product._id.toHexString());
    const out = await orderNow(owner, id);
    expect(out.status).toBe(409);
    expect((await errorOf(out)).code).toBe('out_of_stock');

    const declining = await signInBuyer(t, 'declining@example.com', { card: DECLINING_CARD });
    const other = await addProduct(test.db, { stock: 5 });
    const sub = await setUpAutoship(declining, other._id.toHexString());
    const declined = await orderNow(declining, sub.id);
    expect(declined.status).toBe(402);
    expect(await stockOf(test.db, other._id)).toBe(5);
    const [after] = AutoshipList.parse(await (await declining.send('GET', '/autoship')).json()).autoships;
    expect(after?.status).toBe('active');
  });
});
