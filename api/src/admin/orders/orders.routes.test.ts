import { describe, expect, it } from 'vitest';
import { AdminOrderAnswer, AdminOrdersPage, adminMessages, ErrorBody, ProductAnswer } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  asAdmin,
  asGuest,
  asUser,
  auditEntries,
  createAdminTestApp,
  placedOrder,
  someId,
  type Caller,
} from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t, 'root@petpal.example'));

const list = async (query = '') => {
  const res = await admin.send('GET', `/api/admin/orders${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return AdminOrdersPage.parse(await res.json());
};
const setStatus = (id: string, body: unknown) => admin.send('POST', `/api/admin/orders/${id}/status`, body);
const stockOf = async (buyer: Caller, slug: string) =>
  ProductAnswer.parse(await (await buyer.send('GET', `/api/shop/products/${slug}`)).json()).product.stock;

describe('admin orders', () => {
  it('lists every buyer order newest first with the buyer email, by status, order number or email', async () => {
    const ana = await asUser(t, 'ana@example.com');
    const ben = await asUser(t, 'ben@example.com');
    const first = (await placedOrder(t, ana)).order;
    const second = (await placedOrder(t, ben)).order;

    const all = await list();
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(all.items.map((item) => [item.order.id, item.userEmail, item.nextStatuses])).toEqual([
      [second.id, 'ben@example.com', ['processing', 'cancelled']],
      [first.id, 'ana@example.com', ['processing', 'cancelled']],
    ]);
    expect((await list(`?q=${first.id}`)).items.map((item) => item.order.id)).toEqual([first.id]);
    expect((await list('?q=BEN@example')).items.map((item) => item.order.id)).toEqual([second.id]);
    expect((await list('?q=nobody')).total).toBe(0);
    expect((await list('?status=shipped')).total).toBe(0);
    expect((await list('?status=placed&page=2')).items).toEqual([]);

    const one = await admin.send('GET', `/api/admin/orders/${first.id}`);
    expect(AdminOrderAnswer.parse(await one.json()).order).toMatchObject({
      order: { id: first.id, status: 'placed', lines: [{ quantity: 1 }] },
      userEmail: 'ana@example.com',
    });
  });

  it('moves an order on (audited with the note), and cancelling gives the stock back', async () => {
    const buyer = await asUser(t, 'buyer@example.com');
    const { order, product } = await placedOrder(t, buyer, 2);
    const stockAfterOrder = await stockOf(buyer, product.slug);

    const res = await setStatus(order.id, { status: 'processing', note: 'Packed by Ravi.' });
    expect(await res.json()).toEqual({ action: 'order.status', targetType: 'order', targetId: order.id });
    expect((await list('?status=processing')).items).toMatchObject([
      { order: { id: order.id }, nextStatuses: ['shipped', 'cancelled'] },
    ]);
    expect((await setStatus(order.id, { status: 'cancelled' })).status).toBe(200);
    expect((await list()).items[0]!.order).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect(await stockOf(buyer, product.slug)).toBe(stockAfterOrder + 2);

    expect(await auditEntries(t.db)).toMatchObject([
      {
        adminEmail: 'root@petpal.example',
        action: 'order.status',
        targetType: 'order',
        targetId: order.id,
        reason: 'Packed by Ravi.',
        before: { status: 'placed' },
        after: { status: 'processing' },
      },
      {
        reason: 'Status set to Cancelled.',
        before: { status: 'processing' },
        after: { status: 'cancelled', refundStatus: 'refunded' },
      },
    ]);
  });

  it('answers 409 for a step that is not allowed, writing no audit entry', async () => {
    const buyer = await asUser(t, 'skip@example.com');
    const { order } = await placedOrder(t, buyer);
    const skipped = await setStatus(order.id, { status: 'delivered' });
    expect(skipped.status).toBe(409);
    expect(ErrorBody.parse(await skipped.json()).error).toEqual({
      code: 'order_status_not_allowed',
      message: 'An order that is "Order placed" cannot be moved to "Delivered".',
    });
    const toPrescription = await setStatus(order.id, { status: 'awaiting_prescription' });
    expect(toPrescription.status).toBe(409);
    expect(await auditEntries(t.db)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for bad input, writing no audit entry', async () => {
    expect((await admin.send('GET', `/api/admin/orders/${someId()}`)).status).toBe(404);
    const missing = await setStatus(someId(), { status: 'processing' });
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(await missing.json()).error.message).toBe('We could not find this order.');
    const badStatus = await setStatus(someId(), { status: 'lost' });
    expect(ErrorBody.parse(await badStatus.json()).error.fields).toEqual({ status: adminMessages.orderStatus });
    const operator = await setStatus(someId(), { status: { $ne: 'x' } });
    expect(operator.status).toBe(400);
    const longNote = await setStatus(someId(), { status: 'processing', note: 'x'.repeat(501) });
    expect(ErrorBody.parse(await longNote.json()).error.fields).toEqual({ note: adminMessages.note });
    const badQuery = await admin.send('GET', '/api/admin/orders?status=lost&q[$ne]=1');
    expect(badQuery.status).toBe(400);
    const badId = await admin.send('GET', '/api/admin/orders/123');
    expect(ErrorBody.parse(await badId.json()).error.fields).toEqual({ id: 'Must be a valid id.' });
    expect(await auditEntries(t.db)).toEqual([]);
  });

  it('answers 401 to a guest and 403 to a user on every orders route', async () => {
    const buyer = await asUser(t, 'owner@example.com');
    const { order } = await placedOrder(t, buyer);
    for (const caller of [asGuest(t), buyer]) {
      const expected = caller === buyer ? 403 : 401;
      expect((await caller.send('GET', '/api/admin/orders')).status).toBe(expected);
      expect((await caller.send('GET', `/api/admin/orders/${order.id}`)).status).toBe(expected);
      expect((await caller.send('POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(
        expected,
      );
    }
    expect((await list()).items[0]!.order.status).toBe('placed');
  });
});
