import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderAnswer, OrderList } from '@petpal/contracts';
import type { PaymentProvider } from '../../payments';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  addProduct,
  chargeCount,
  checkout,
  createShopTestApp,
  DECLINING_CARD,
  signInBuyer,
  stockOf,
} from '../shop.test-support';
import { STALE_CHECKOUT_MS } from './checkout.service';

/**
 * A checkout whose request dies between the stock and the order: the provider answers (or not) and then the
 * connection is lost, as when the process stops. Its retry, or the sweep, must finish it once.
 */
let test: TestDatabase;
let clock: Date;
let failures: Array<'before-charge' | 'after-charge'>;
beforeEach(async () => {
  test = await createTestDatabase();
  clock = new Date('2026-11-25T10:00:00Z');
  failures = [];
});
afterEach(() => test.close());

const flaky = (sandbox: PaymentProvider): PaymentProvider => ({
  ...sandbox,
  async charge(request) {
    const failure = failures.shift();
    if (failure === 'before-charge') throw new Error('connect ECONNREFUSED');
    const result = await sandbox.charge(request);
    if (failure === 'after-charge') throw new Error('socket hang up');
    return result;
  },
});

const shop = () => createShopTestApp(test.db, { wrapProvider: flaky, now: () => clock });
const orderCount = () => test.db.collection('shop_orders').countDocuments();

describe('an interrupted checkout', () => {
  it('charged but never answered: the retry with the same key writes one order, one charge, stock taken once', async () => {
    const t = await shop();
    const buyer = await signInBuyer(t, 'lost@example.com');
    const bed = await addProduct(t.db, { name: 'Cosy Bed', stock: 5 });
    await buyer.send('PUT', `/cart/items/${bed._id.toHexString()}`, { quantity: 2 });

    failures = ['after-charge'];
    const first = await checkout(buyer, 'key-lost-answer');
    expect(first.status).toBe(500);
    expect(await stockOf(t.db, bed._id)).toBe(3);
    expect(await orderCount()).toBe(0);

    const retry = await checkout(buyer, 'key-lost-answer');
    expect(retry.status).toBe(201);
    const { order } = OrderAnswer.parse(await retry.json());
    expect(order.lines).toMatchObject([{ name: 'Cosy Bed', quantity: 2 }]);
    expect(await stockOf(t.db, bed._id)).toBe(3);
    expect(await chargeCount(t.db)).toBe(1);
    expect(await orderCount()).toBe(1);
    // The cart lines bought are gone; a later retry still finds the same order.
    const again = OrderAnswer.parse(await (await checkout(buyer, 'key-lost-answer')).json());
    expect(again.order.id).toBe(order.id);
    expect(OrderList.parse(await (await buyer.send('GET', '/orders')).json()).orders).toHaveLength(1);
  });

  it('the provider unreachable: the stock stays held for the retry, which charges once', async () => {
    const t = await shop();
    const buyer = await signInBuyer(t, 'down@example.com');
    const toy = await addProduct(t.db, { name: 'Rope Toy', stock: 1 });
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 1 });

    failures = ['before-charge'];
    expect((await checkout(buyer, 'key-down')).status).toBe(500);
    expect(await stockOf(t.db, toy._id)).toBe(0);
    expect(await chargeCount(t.db)).toBe(0);

    expect((await checkout(buyer, 'key-down')).status).toBe(201);
    expect(await chargeCount(t.db)).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  it('never retried: the sweep finishes it after 10 minutes by the same provider key, and not before', async () => {
    const t = await shop();
    const buyer = await signInBuyer(t, 'gone@example.com');
    const food = await addProduct(t.db, { name: 'Dog Food', stock: 4 });
    await buyer.send('PUT', `/cart/items/${food._id.toHexString()}`, { quantity: 1 });
    failures = ['after-charge'];
    expect((await checkout(buyer, 'key-gone')).status).toBe(500);

    clock = new Date(clock.getTime() + STALE_CHECKOUT_MS - 1000);
    expect(await t.area.sweepCheckouts()).toBe(0);
    expect(await orderCount()).toBe(0);

    clock = new Date(clock.getTime() + 2000);
    expect(await t.area.sweepCheckouts()).toBe(1);
    expect(await orderCount()).toBe(1);
    expect(await chargeCount(t.db)).toBe(1);
    expect(await stockOf(t.db, food._id)).toBe(3);
    expect(await t.area.sweepCheckouts()).toBe(0);
  });

  it('a declined card found by the sweep gives the stock back and writes no order', async () => {
    const t = await shop();
    const buyer = await signInBuyer(t, 'declined-later@example.com', { card: DECLINING_CARD });
    const food = await addProduct(t.db, { name: 'Cat Food', stock: 2 });
    await buyer.send('PUT', `/cart/items/${food._id.toHexString()}`, { quantity: 2 });
    failures = ['before-charge'];
    expect((await checkout(buyer, 'key-declined')).status).toBe(500);
    expect(await stockOf(t.db, food._id)).toBe(0);

    clock = new Date(clock.getTime() + STALE_CHECKOUT_MS + 1000);
    expect(await t.area.sweepCheckouts()).toBe(1);
    expect(await stockOf(t.db, food._id)).toBe(2);
    expect(await orderCount()).toBe(0);
  });
});
