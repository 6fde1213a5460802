import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderAnswer, type Order } from '@petpal/contracts';
import { createOutboxRepository } from '../../lib/mailer';
import type { PaymentProvider } from '../../payments';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { autoshipOrders, setUpAutoship } from '../autoship/autoship.test-support';
import {
  addProduct,
  checkout,
  createShopTestApp,
  signInBuyer,
  type Buyer,
  type ShopTestApp,
} from '../shop.test-support';
import { SHOP_ORDERS } from './orders.repository';

let test: TestDatabase;
let t: ShopTestApp;
/** While true, the provider's refund call fails (the provider is down). */
let refundsDown = false;
const downOrNot = (sandbox: PaymentProvider): PaymentProvider => ({
  ...sandbox,
  refund: (request) => (refundsDown ? Promise.reject(new Error('provider unreachable')) : sandbox.refund(request)),
});

beforeEach(async () => {
  refundsDown = false;
  test = await createTestDatabase();
  t = await createShopTestApp(test.db, { wrapProvider: downOrNot });
});
afterEach(() => test.close());

async function order(buyer: Buyer, quantity = 2): Promise<Order> {
  const toy = await addProduct(t.db, { name: 'Rope Toy', stock: 10 });
  await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity });
  return OrderAnswer.parse(await (await checkout(buyer)).json()).order;
}

const refunds = () => t.db.collection('sandbox_refunds').find({}).toArray();
const mailTo = (to: string) => createOutboxRepository(t.db).list(to, 20);
const bell = (userId: ObjectId) =>
  t.db
    .collection('notifications')
    .find({ userId }, { sort: { createdAt: 1 } })
    .toArray();

describe('refunding a cancelled order', () => {
  it('refunds the total once under refund:order:<id>, with a receipt for the order and one for the refund', async () => {
    const buyer = await signInBuyer(t, 'refund@example.com');
    const placed = await order(buyer);
    const cancelled = OrderAnswer.parse(await (await buyer.send('POST', `/orders/${placed.id}/cancel`)).json()).order;
    expect(cancelled).toMatchObject({
      refundStatus: 'refunded',
      refund: { amount: { amountMinor: 100_000, currency: 'INR' }, refundedAt: expect.any(String) },
    });
    expect(await refunds()).toMatchObject([{ idempotencyKey: `refund:order:${placed.id}`, amountMinor: 100_000 }]);

    const [refundMail, receipt] = await mailTo('refund@example.com');
    expect(receipt?.subject).toMatch(/^Your PetPal order [0-9A-F]{8}$/);
    expect(receipt?.text).toContain('- Rope Toy × 2: ₹1,000.00');
    expect(receipt?.text).toContain('Total: ₹1,000.00');
    expect(receipt?.text).toContain(`/order-confirmation/${placed.id}`);
    expect(refundMail?.subject).toMatch(/^Refund of your PetPal order/);
    expect(refundMail?.text).toContain('We refunded ₹1,000.00 to Visa •••• 4242.');
    expect(refundMail?.text).toContain(`/order-confirmation/${placed.id}`);

    const notices = await bell(buyer.user!._id);
    expect(notices.map((n) => [n.type, n.title, n.metadata])).toEqual([
      ['order_status', 'Order cancelled', { orderId: placed.id }],
      ['order_status', 'Order refunded', { orderId: placed.id }],
    ]);
  });

  it('keeps a refund the provider could not make pending, and the job makes it once', async () => {
    const buyer = await signInBuyer(t, 'pending@example.com');
    const placed = await order(buyer);
    refundsDown = true;
    const cancelled = OrderAnswer.parse(await (await buyer.send('POST', `/orders/${placed.id}/cancel`)).json()).order;
    expect(cancelled).toMatchObject({ status: 'cancelled', refundStatus: 'refund_pending', refund: null });
    expect(await t.db.collection(SHOP_ORDERS).findOne({ _id: new ObjectId(placed.id) })).toMatchObject({
      refundError: 'provider unreachable',
    });
    expect(await t.area.runPendingRefunds()).toBe(0);

    refundsDown = false;
    const [made, again] = await Promise.all([t.area.runPendingRefunds(), t.area.runPendingRefunds()]);
    expect(made + again).toBe(1);
    expect(await t.area.runPendingRefunds()).toBe(0);
    expect(await refunds()).toHaveLength(1);
    const stored = await t.db.collection(SHOP_ORDERS).findOne({ _id: new ObjectId(placed.id) });
    expect(stored).toMatchObject({ refundStatus: 'refunded', refund: { amountMinor: 100_000 } });
    expect(stored).not.toHaveProperty('refundError');
    expect((await mailTo('pending@example.com')).filter((m) => m.subject.startsWith('Refund'))).toHaveLength(1);
  });

  it('refunds once when the buyer and staff cancel at the same moment', async () => {
    const buyer = await signInBuyer(t, 'race@example.com');
    const placed = await order(buyer);
    const [mine, staff] = await Promise.allSettled([
      buyer.send('POST', `/orders/${placed.id}/cancel`),
      t.area.ordersForStaff.setStatus(new ObjectId(placed.id), 'cancelled'),
    ]);
    const wins = [mine.status === 'fulfilled' && mine.value.status === 200, staff.status === 'fulfilled'];
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await refunds()).toHaveLength(1);
  });

  it('puts staff moves in the bell and refunds an Autoship delivery taken back', async () => {
    const buyer = await signInBuyer(t, 'autoship@example.com');
    const food = await addProduct(t.db, { name: 'Kibble', stock: 10 });
    await setUpAutoship(buyer, food._id.toHexString());
    await t.area.runAutoships();
    const [delivery] = await autoshipOrders(t.db);
    const id = delivery!._id as ObjectId;
    await t.area.ordersForStaff.setStatus(id, 'processing');
    const { after } = await t.area.ordersForStaff.setStatus(id, 'cancelled');
    expect(after.order).toMatchObject({ autoshipId: expect.any(String), refundStatus: 'refunded' });
    expect(after.order.refund?.amount).toEqual(after.order.total);
    expect((await bell(buyer.user!._id)).map((n) => n.title)).toEqual([
      'Order being prepared',
      'Order cancelled',
      'Order refunded',
    ]);
    expect((await mailTo('autoship@example.com')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Refund of your PetPal order/),
      expect.stringMatching(/^Your PetPal order/),
    ]);
  });
});
