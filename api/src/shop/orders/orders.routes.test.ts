import { describe, expect, it } from 'vitest';
import { OrderAnswer, OrderList } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import {
  addProduct,
  checkout,
  createShopTestApp,
  errorOf,
  signInBuyer,
  stockOf,
  type Buyer,
} from '../shop.test-support';

const t = perTestDatabase(createShopTestApp);

async function order(buyer: Buyer, productId: string, quantity = 1) {
  await buyer.send('PUT', `/cart/items/${productId}`, { quantity });
  return OrderAnswer.parse(await (await checkout(buyer)).json()).order;
}

describe('orders', () => {
  it('lists the buyer own orders newest first', async () => {
    const buyer = await signInBuyer(t, 'history@example.com');
    const toy = await addProduct(t.db);
    const first = await order(buyer, toy._id.toHexString());
    const second = await order(buyer, toy._id.toHexString());
    const other = await signInBuyer(t, 'someone@example.com');
    await order(other, toy._id.toHexString());
    const list = OrderList.parse(await (await buyer.send('GET', '/orders')).json());
    expect(list.orders.map((o) => o.id)).toEqual([second.id, first.id]);
  });

  it('cancels a placed order: stock back, refunded in full; only once', async () => {
    const buyer = await signInBuyer(t, 'cancel@example.com');
    const toy = await addProduct(t.db, { stock: 4 });
    const placed = await order(buyer, toy._id.toHexString(), 3);
    expect(await stockOf(t.db, toy._id)).toBe(1);
    const res = await buyer.send('POST', `/orders/${placed.id}/cancel`);
    expect(res.status).toBe(200);
    expect(OrderAnswer.parse(await res.json()).order).toMatchObject({
      status: 'cancelled',
      refundStatus: 'refunded',
      refund: { amount: { amountMinor: 150_000, currency: 'INR' } },
    });
    expect(await stockOf(t.db, toy._id)).toBe(4);
    const again = await buyer.send('POST', `/orders/${placed.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('order_not_cancellable');
    expect(await stockOf(t.db, toy._id)).toBe(4);
  });
});
