import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AutoshipList, autoshipMessages } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  addProduct,
  createShopTestApp,
  DECLINING_CARD,
  signInBuyer,
  stockOf,
  type Buyer,
  type ShopTestApp,
} from '../shop.test-support';
import { AUTOSHIP_CLAIM_LEASE_MS } from './autoship-placement';
import {
  autoshipOrders,
  DAY_MS,
  movableClock,
  setUpAutoship,
  succeededCharges,
  WEEK_MS,
} from './autoship.test-support';

let test: TestDatabase;
let t: ShopTestApp;
let owner: Buyer;
const clock = movableClock();
const START = new Date('2026-03-02T09:00:00.000Z');

const mine = async (buyer: Buyer) => AutoshipList.parse(await (await buyer.send('GET', '/autoship')).json()).autoships;

beforeEach(async () => {
  test = await createTestDatabase();
  clock.set(START);
  t = await createShopTestApp(test.db, { now: clock.now });
  owner = await signInBuyer(t, 'owner@example.com');
});
afterEach(async () => {
  await test.close();
});

describe('the Autoship job', () => {
  it('orders each due occurrence once, at 5% off, and moves the next date one period on', async () => {
    const product = await addProduct(test.db, { stock: 10, prices: { INR: 20_000, USD: 300 } });
    const { id } = await setUpAutoship(owner, product._id.toHexString(), { frequencyWeeks: 2, quantity: 3 });

    expect(await t.area.runAutoships()).toBe(1);
    const [first] = await autoshipOrders(test.db);
    expect(first).toMatchObject({ totalMinor: 57_000, status: 'placed' });
    expect(first?.autoshipId?.toHexString()).toBe(id);
    let [autoship] = await mine(owner);
    expect(autoship?.nextOrderAt).toBe(new Date(START.getTime() + 2 * WEEK_MS).toISOString());

    clock.advance(DAY_MS);
    expect(await t.area.runAutoships()).toBe(0);
    clock.advance(2 * WEEK_MS);
    expect(await t.area.runAutoships()).toBe(1);
    expect(await autoshipOrders(test.db)).toHaveLength(2);
    expect(await succeededCharges(test.db)).toBe(2);
    expect(await stockOf(test.db, product._id)).toBe(4);
    [autoship] = await mine(owner);
    // The occurrence was due at START + 2 weeks; the next is two weeks after it.
    expect(autoship?.nextOrderAt).toBe(new Date(START.getTime() + 4 * WEEK_MS).toISOString());
  });

  it('charges once per occurrence when two processes run it at the same time', async () => {
    const second = await createShopTestApp(test.db, { now: clock.now });
    const products = await Promise.all([1, 2, 3].map(() => addProduct(test.db, { stock: 10 })));
    for (const product of products) await setUpAutoship(owner, product._id.toHexString());

    const handled = await Promise.all([t.area.runAutoships(), second.area.runAutoships(), t.area.runAutoships()]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await autoshipOrders(test.db)).toHaveLength(3);
    expect(await succeededCharges(test.db)).toBe(3);
    for (const product of products) expect(await stockOf(test.db, product._id)).toBe(8);
  });

  it('skips an occurrence out of stock, records why and emails the owner', async () => {
    const product = await addProduct(test.db, { stock: 1, name: 'Salmon Treats' });
    await setUpAutoship(owner, product._id.toHexString(), { quantity: 2, frequencyWeeks: 4 });

    expect(await t.area.runAutoships()).toBe(1);
    expect(await autoshipOrders(test.db)).toHaveLength(0);
    expect(await succeededCharges(test.db)).toBe(0);
    const [autoship] = await mine(owner);
    expect(autoship).toMatchObject({
      status: 'active',
      nextOrderAt: new Date(START.getTime() + 4 * WEEK_MS).toISOString(),
      lastResult: { outcome: 'out_of_stock', message: autoshipMessages.skippedOutOfStock('Salmon Treats') },
    });
    const mail = await test.db.collection('outbox').findOne({ to: 'owner@example.com' });
    expect(mail?.text).toContain('out of stock');
  });

  it('pauses the Autoship with the reason on a decline and gives the stock back', async () => {
    const declining = await signInBuyer(t, 'declining@example.com', { card: DECLINING_CARD });
    const product = await addProduct(test.db, { stock: 5 });
    await setUpAutoship(declining, product._id.toHexString());

    expect(await t.area.runAutoships()).toBe(1);
    const [autoship] = await mine(declining);
    expect(autoship?.status).toBe('paused');
    expect(autoship?.pausedReason).toMatch(/declined/i);
    expect(autoship?.lastResult?.outcome).toBe('declined');
    expect(await stockOf(test.db, product._id)).toBe(5);
    expect(await autoshipOrders(test.db)).toHaveLength(0);
    // Paused, it is not tried again.
    clock.advance(WEEK_MS);
    expect(await t.area.runAutoships()).toBe(0);
  });

  it('resumes an occurrence whose run died after the charge: one charge, one order, stock taken once', async () => {
    let failNext = true;
    const flaky = await createShopTestApp(test.db, {
      now: clock.now,
      wrapProvider: (sandbox) => ({
        ...sandbox,
        charge: async (request) => {
          const result = await sandbox.charge(request);
          if (failNext) {
            failNext = false;
            throw new Error('connection reset after the charge');
          }
          return result;
        },
      }),
    });
    const product = await addProduct(test.db, { stock: 5 });
    await setUpAutoship(owner, product._id.toHexString(), { quantity: 1 });

    expect(await flaky.area.runAutoships()).toBe(0);
    expect(await autoshipOrders(test.db)).toHaveLength(0);
    // Held by the first run's claim until its lease passes.
    expect(await t.area.runAutoships()).toBe(0);
    clock.advance(AUTOSHIP_CLAIM_LEASE_MS + 1_000);
    expect(await t.area.runAutoships()).toBe(1);
    expect(await autoshipOrders(test.db)).toHaveLength(1);
    expect(await succeededCharges(test.db)).toBe(1);
    expect(await stockOf(test.db, product._id)).toBe(4);
  });
});
