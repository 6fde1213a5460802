import type { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { OrderAnswer, OrderList, CartAnswer, OrderSummaryAnswer } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import {
  addProduct,
  chargeCount,
  checkout,
  createShopTestApp,
  DECLINING_CARD,
  errorOf,
  quotedTotal,
  signInBuyer,
  stockOf,
} from '../shop.test-support';

const t = perTestDatabase(createShopTestApp);

describe('POST /api/shop/checkout', () => {
  it('charges the saved card, stores the order, takes the stock and empties the cart', async () => {
    const buyer = await signInBuyer(t, 'happy@example.com');
    const food = await addProduct(t.db, { name: 'Dog Food', prices: { INR: 100_000, USD: 1500 }, stock: 5 });
    await buyer.send('PUT', `/cart/items/${food._id.toHexString()}`, { quantity: 2 });
    const res = await checkout(buyer);
    expect(res.status).toBe(201);
    const { order } = OrderAnswer.parse(await res.json());
    expect(order).toMatchObject({
      status: 'placed',
      currency: 'INR',
      total: { amountMinor: 200_000, currency: 'INR' },
      paymentMethodLabel: 'Visa •••• 4242',
      refundStatus: null,
      lines: [{ name: 'Dog Food', quantity: 2, unitPrice: { amountMinor: 100_000 } }],
    });
    expect(await stockOf(t.db, food._id)).toBe(3);
    expect(await chargeCount(t.db)).toBe(1);
    expect(CartAnswer.parse(await (await buyer.send('GET', '/cart')).json()).cart.items).toEqual([]);
    const history = OrderList.parse(await (await buyer.send('GET', '/orders')).json());
    expect(history.orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('charges dollars when shipping to the United States; a prescription item waits for its prescription', async () => {
    const buyer = await signInBuyer(t, 'us@example.com');
    const pill = await addProduct(t.db, { prescriptionRequired: true, prices: { INR: 300_000, USD: 4500 } });
    await buyer.send('PUT', `/cart/items/${pill._id.toHexString()}`, { quantity: 1 });
    const res = await checkout(buyer, undefined, {
      shippingAddress: {
        name: 'Ann Lee',
        line1: '1 Main St',
        city: 'New York',
        postcode: '10001',
        country: 'USA',
        phone: '+1 212 555 0100',
      },
    });
    expect(res.status).toBe(201);
    const { order } = OrderAnswer.parse(await res.json());
    // $45.00 is under the $49 free-delivery threshold: $4.99 delivery, no sales tax collected (decision 074).
    expect(order).toMatchObject({
      status: 'awaiting_prescription',
      total: { amountMinor: 4999, currency: 'USD' },
      delivery: { amountMinor: 499, currency: 'USD' },
      tax: null,
    });
  });

  it('requires an Idempotency-Key, a saved method of the buyer, a cart and a valid address', async () => {
    const buyer = await signInBuyer(t, 'rules@example.com');
    const other = await signInBuyer(t, 'other@example.com');
    const noKey = await buyer.send('POST', '/checkout', {});
    expect(noKey.status).toBe(400);
    expect((await errorOf(noKey)).code).toBe('idempotency_key_required');
    expect(await errorOf(await checkout(buyer))).toMatchObject({ code: 'cart_empty', message: 'Your cart is empty.' });
    const notMine = await checkout(buyer, undefined, { paymentMethodId: other.methodId });
    expect((await errorOf(notMine)).fields).toEqual({
      paymentMethodId: 'Please choose one of your saved payment methods.',
    });
    const badAddress = await checkout(buyer, undefined, {
      shippingAddress: { name: 'A', line1: '', city: 'X', postcode: '!', country: '', phone: 'call me' },
    });
    expect(badAddress.status).toBe(400);
    expect(Object.keys((await errorOf(badAddress)).fields ?? {})).toEqual(
      expect.arrayContaining([
        'shippingAddress.name',
        'shippingAddress.line1',
        'shippingAddress.postcode',
        'shippingAddress.phone',
      ]),
    );
    expect(await chargeCount(t.db)).toBe(0);
  });

  it('a declined card gives the stock back, keeps the cart and answers 402', async () => {
    const buyer = await signInBuyer(t, 'declined@example.com', { card: DECLINING_CARD });
    const toy = await addProduct(t.db, { stock: 3 });
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 2 });
    const res = await checkout(buyer);
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toBe(
      'Your card was declined. Nothing was charged and your cart is unchanged. Please try another payment method.',
    );
    expect(await stockOf(t.db, toy._id)).toBe(3);
    expect(OrderList.parse(await (await buyer.send('GET', '/orders')).json()).orders).toEqual([]);
    expect(CartAnswer.parse(await (await buyer.send('GET', '/cart')).json()).cart.itemCount).toBe(2);
  });

  it('one Idempotency-Key twice makes one order and one charge', async () => {
    const buyer = await signInBuyer(t, 'twice@example.com');
    const toy = await addProduct(t.db, { stock: 5 });
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 1 });
    const first = await checkout(buyer, 'same-key');
    const second = await checkout(buyer, 'same-key');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(OrderAnswer.parse(await second.json()).order.id).toBe(OrderAnswer.parse(await first.json()).order.id);
    expect(OrderList.parse(await (await buyer.send('GET', '/orders')).json()).orders).toHaveLength(1);
    expect(await chargeCount(t.db)).toBe(1);
    expect(await stockOf(t.db, toy._id)).toBe(4);
  });

  it('never oversells: 5 units, 100 concurrent buyers, exactly 5 orders and 5 charges, losers never charged', async () => {
    const hot = await addProduct(t.db, { name: 'Limited Bed', stock: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const buyer = await signInBuyer(t, `race${i}@example.com`);
        await buyer.send('PUT', `/cart/items/${hot._id.toHexString()}`, { quantity: 1 });
        return buyer;
      }),
    );
    const observed: number[] = [];
    const unwatch = t.db.watch<{ _id: ObjectId; stock: number }>('shop_products', (event) => {
      if (event.document) observed.push(event.document.stock);
    });
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    unwatch();
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    const refusal = await errorOf(answers.find((res) => res.status === 409)!);
    expect(refusal).toMatchObject({ code: 'out_of_stock', message: 'Sorry, Limited Bed is out of stock.' });
    expect(await stockOf(t.db, hot._id)).toBe(0);
    expect(observed.every((stock) => stock >= 0)).toBe(true);
    expect(await chargeCount(t.db)).toBe(5);
    expect(await t.db.collection('shop_orders').countDocuments()).toBe(5);
  }, 60_000);
});

describe('GET /api/shop/checkout/summary and the quoted total', () => {
  it('prices the cart for the shipping country: subtotal, delivery, GST within, total', async () => {
    const buyer = await signInBuyer(t, 'summary@example.com');
    const toy = await addProduct(t.db, { prices: { INR: 45_000, USD: 600 } });
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 2 });
    const india = OrderSummaryAnswer.parse(await (await buyer.send('GET', '/checkout/summary?country=India')).json());
    expect(india.summary).toEqual({
      currency: 'INR',
      subtotal: { amountMinor: 90_000, currency: 'INR' },
      delivery: { amountMinor: 7_900, currency: 'INR' },
      freeDeliveryFrom: { amountMinor: 99_900, currency: 'INR' },
      tax: { label: 'GST (18%, included)', amount: { amountMinor: 14_934, currency: 'INR' }, included: true },
      total: { amountMinor: 97_900, currency: 'INR' },
    });
    const us = OrderSummaryAnswer.parse(await (await buyer.send('GET', '/checkout/summary?country=USA')).json());
    expect(us.summary).toMatchObject({ subtotal: { amountMinor: 1_200 }, delivery: { amountMinor: 499 }, tax: null });
    expect(us.summary.total).toEqual({ amountMinor: 1_699, currency: 'USD' });

    const res = await checkout(buyer);
    expect(res.status).toBe(201);
    expect(OrderAnswer.parse(await res.json()).order).toMatchObject({
      total: { amountMinor: 97_900, currency: 'INR' },
      delivery: { amountMinor: 7_900 },
      tax: { amount: { amountMinor: 14_934 } },
    });
    expect(await chargeCount(t.db)).toBe(1);
  });

  it('refuses a summary without a country, and for an empty cart', async () => {
    const buyer = await signInBuyer(t, 'summary-rules@example.com');
    const noCountry = await buyer.send('GET', '/checkout/summary');
    expect(noCountry.status).toBe(400);
    expect((await errorOf(noCountry)).fields).toEqual({ country: 'Please enter the country (2 to 60 characters).' });
    expect(await errorOf(await buyer.send('GET', '/checkout/summary?country=India'))).toMatchObject({
      code: 'cart_empty',
      message: 'Your cart is empty.',
    });
  });

  it('refuses an order whose total changed since the summary: 409, nothing charged, the stock and cart kept', async () => {
    const buyer = await signInBuyer(t, 'changed@example.com');
    const bowl = await addProduct(t.db, { prices: { INR: 50_000, USD: 700 }, stock: 4 });
    await buyer.send('PUT', `/cart/items/${bowl._id.toHexString()}`, { quantity: 1 });
    const shown = await quotedTotal(buyer);
    expect(shown).toBe(57_900);
    // The supplier raises the price after the buyer saw the summary.
    await addProduct(t.db, { ...bowl, prices: { INR: 60_000, USD: 800 } });
    const res = await checkout(buyer, undefined, { quotedTotalMinor: shown });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'total_changed',
      message:
        'Your order total is now ₹679.00: prices or delivery changed since the summary was shown. Please check it and place your order again.',
    });
    expect(await chargeCount(t.db)).toBe(0);
    expect(await stockOf(t.db, bowl._id)).toBe(4);
    expect(CartAnswer.parse(await (await buyer.send('GET', '/cart')).json()).cart.items).toHaveLength(1);
    // With the new summary's total the order goes through.
    expect((await checkout(buyer, undefined, { quotedTotalMinor: await quotedTotal(buyer) })).status).toBe(201);
  });

  it('requires the quoted total: a whole number of minor units', async () => {
    const buyer = await signInBuyer(t, 'no-quote@example.com');
    const toy = await addProduct(t.db);
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 1 });
    for (const quotedTotalMinor of [undefined, 579.5, -1, '57900']) {
      const res = await checkout(buyer, undefined, { quotedTotalMinor });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({
        quotedTotalMinor: 'Please check the order summary: the total it showed is needed to place the order.',
      });
    }
    expect(await chargeCount(t.db)).toBe(0);
  });
});
