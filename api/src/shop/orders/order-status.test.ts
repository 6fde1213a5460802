import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { OrderAnswer, ORDER_STATUSES, type OrderStatus } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { addProduct, checkout, createShopTestApp, signInBuyer, stockOf, type Buyer } from '../shop.test-support';
import { nextOrderStatuses, STAFF_ORDER_TRANSITIONS } from './order-status';
import { SHOP_ORDERS } from './orders.repository';

const t = perTestDatabase(createShopTestApp);

const service = () => t.area.ordersForStaff;

async function order(buyer: Buyer, productId: ObjectId, quantity = 1) {
  await buyer.send('PUT', `/cart/items/${productId.toHexString()}`, { quantity });
  return OrderAnswer.parse(await (await checkout(buyer)).json()).order;
}

describe('staff order status transitions', () => {
  it('allows placed → processing → shipped → delivered, and nothing from a final status', () => {
    expect(nextOrderStatuses('placed')).toEqual(['processing', 'cancelled']);
    expect(nextOrderStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['delivered']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
    expect(Object.keys(STAFF_ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never lets staff move an order waiting for its prescription (only the pharmacist does)', () => {
    expect(nextOrderStatuses('awaiting_prescription')).toEqual([]);
    const into = (Object.values(STAFF_ORDER_TRANSITIONS) as OrderStatus[][]).flat();
    expect(into).not.toContain('awaiting_prescription');
  });
});

describe('the staff order service', () => {
  it('moves an order along its path and refuses a skipped or backward step', async () => {
    const buyer = await signInBuyer(t, 'path@example.com');
    const toy = await addProduct(t.db);
    const placed = await order(buyer, toy._id);
    const id = new ObjectId(placed.id);

    await expect(service().setStatus(id, 'shipped')).rejects.toMatchObject({
      status: 409,
      code: 'order_status_not_allowed',
    });
    for (const to of ['processing', 'shipped', 'delivered'] as const) {
      const { after } = await service().setStatus(id, to);
      expect(after.order.status).toBe(to);
    }
    await expect(service().setStatus(id, 'cancelled')).rejects.toMatchObject({ status: 409 });
    expect((await service().get(id))?.nextStatuses).toEqual([]);
  });

  it('cancels a processing order like the buyer would: stock back, refund pending', async () => {
    const buyer = await signInBuyer(t, 'cancel@example.com');
    const toy = await addProduct(t.db, { stock: 5 });
    const placed = await order(buyer, toy._id, 2);
    const id = new ObjectId(placed.id);
    await service().setStatus(id, 'processing');
    expect(await stockOf(t.db, toy._id)).toBe(3);

    const { before, after } = await service().setStatus(id, 'cancelled');
    expect(before).toBe('processing');
    expect(after.order).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect(await stockOf(t.db, toy._id)).toBe(5);
  });

  it('refuses to move an order awaiting its prescription, and answers 404 for an unknown one', async () => {
    const buyer = await signInBuyer(t, 'rx@example.com');
    const toy = await addProduct(t.db);
    const placed = await order(buyer, toy._id);
    await t.db
      .collection(SHOP_ORDERS)
      .updateOne({ _id: new ObjectId(placed.id) }, { $set: { status: 'awaiting_prescription' } });
    for (const to of ['processing', 'shipped', 'cancelled'] as const) {
      await expect(service().setStatus(new ObjectId(placed.id), to)).rejects.toMatchObject({ status: 409 });
    }
    await expect(service().setStatus(new ObjectId(), 'processing')).rejects.toMatchObject({ status: 404 });
    expect(await service().get(new ObjectId())).toBeNull();
  });

  it('lists every buyer orders newest first, by status, ids or buyers, paged', async () => {
    const toy = await addProduct(t.db, { stock: 20 });
    const ana = await signInBuyer(t, 'ana@example.com');
    const ben = await signInBuyer(t, 'ben@example.com');
    const first = await order(ana, toy._id);
    const second = await order(ben, toy._id);
    const third = await order(ana, toy._id);
    await service().setStatus(new ObjectId(second.id), 'processing');

    const all = await service().list({}, { skip: 0, limit: 10 });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.order.id)).toEqual([third.id, second.id, first.id]);
    const processing = await service().list({ status: 'processing' }, { skip: 0, limit: 10 });
    expect(processing.items.map((item) => item.order.id)).toEqual([second.id]);
    const anas = await service().list({ userIds: [ana.user!._id] }, { skip: 0, limit: 10 });
    expect(anas.items.map((item) => item.order.id)).toEqual([third.id, first.id]);
    const byId = await service().list({ ids: [new ObjectId(first.id)] }, { skip: 0, limit: 10 });
    expect(byId.items).toMatchObject([{ order: { id: first.id }, nextStatuses: ['processing', 'cancelled'] }]);
    const paged = await service().list({}, { skip: 2, limit: 2 });
    expect(paged).toMatchObject({ total: 3, items: [{ order: { id: first.id } }] });
  });
});
