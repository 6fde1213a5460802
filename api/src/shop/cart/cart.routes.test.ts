import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { CartAnswer, CartCountAnswer, shopMessages } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { addProduct, createShopTestApp, errorOf, signInBuyer } from '../shop.test-support';

const t = perTestDatabase(createShopTestApp);
const buyer = perTest(() => signInBuyer(t, 'cart@example.com'));

const cartOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return CartAnswer.parse(await res.json()).cart;
};

describe('the stored cart', () => {
  it('sets, prices, removes and clears lines', async () => {
    const toy = await addProduct(t.db, { prices: { INR: 20_000, USD: 300 } });
    const bed = await addProduct(t.db, { prices: { INR: 150_000, USD: 2000 } });
    await cartOf(await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 3 }));
    const cart = await cartOf(await buyer.send('PUT', `/cart/items/${bed._id.toHexString()}`, { quantity: 1 }));
    expect(cart).toMatchObject({ itemCount: 4, subtotal: { amountMinor: 210_000, currency: 'INR' } });
    expect(CartCountAnswer.parse(await (await buyer.send('GET', '/cart/count')).json())).toEqual({ itemCount: 4 });
    expect((await cartOf(await buyer.send('GET', '/cart?country=US'))).subtotal).toEqual({
      amountMinor: 2900,
      currency: 'USD',
    });
    const removed = await cartOf(await buyer.send('DELETE', `/cart/items/${toy._id.toHexString()}`));
    expect(removed.items.map((line) => line.product.id)).toEqual([bed._id.toHexString()]);
    expect((await cartOf(await buyer.send('DELETE', '/cart'))).items).toEqual([]);
    expect(CartCountAnswer.parse(await (await buyer.send('GET', '/cart/count')).json())).toEqual({ itemCount: 0 });
  });

  it('refuses more than the stock or the per-item maximum, with clear messages', async () => {
    const scarce = await addProduct(t.db, { name: 'Scarce Toy', stock: 2 });
    const over = await buyer.send('PUT', `/cart/items/${scarce._id.toHexString()}`, { quantity: 3 });
    expect(over.status).toBe(400);
    expect(await errorOf(over)).toMatchObject({
      code: 'out_of_stock',
      message: 'Sorry, only 2 of Scarce Toy left in stock.',
    });
    const tooMany = await buyer.send('PUT', `/cart/items/${scarce._id.toHexString()}`, { quantity: 11 });
    expect((await errorOf(tooMany)).fields).toEqual({ quantity: 'Quantity must be a whole number from 1 to 10.' });
    const unknown = await buyer.send('PUT', `/cart/items/${new ObjectId().toHexString()}`, { quantity: 1 });
    expect(unknown.status).toBe(404);
    const injected = await buyer.send('POST', '/cart/merge', {
      mergeId: 'guest-cart-1',
      items: [{ productId: { $ne: null }, quantity: 1 }],
    });
    expect(injected.status).toBe(400);
    const noId = await buyer.send('POST', '/cart/merge', { items: [] });
    expect((await errorOf(noId)).fields).toEqual({ mergeId: shopMessages.mergeId });
    const badId = await buyer.send('POST', '/cart/merge', { mergeId: { $gt: '' }, items: [] });
    expect(badId.status).toBe(400);
    expect((await buyer.send('PUT', '/cart/items/not-an-id', { quantity: 1 })).status).toBe(400);
  });

  it('survives sign-in: the guest cart merges in, quantities added and capped by stock and the maximum', async () => {
    const plenty = await addProduct(t.db, { stock: 50 });
    const few = await addProduct(t.db, { stock: 4 });
    const gone = await addProduct(t.db, { stock: 0 });
    await buyer.send('PUT', `/cart/items/${plenty._id.toHexString()}`, { quantity: 7 });
    await buyer.send('PUT', `/cart/items/${few._id.toHexString()}`, { quantity: 2 });
    const merged = await cartOf(
      await buyer.send('POST', '/cart/merge', {
        mergeId: 'guest-cart-sign-in',
        items: [
          { productId: plenty._id.toHexString(), quantity: 2 },
          { productId: plenty._id.toHexString(), quantity: 5 },
          { productId: few._id.toHexString(), quantity: 5 },
          { productId: gone._id.toHexString(), quantity: 1 },
          { productId: new ObjectId().toHexString(), quantity: 1 },
        ],
      }),
    );
    expect(merged.items.map((line) => [line.product.id, line.quantity])).toEqual([
      [plenty._id.toHexString(), 10],
      [few._id.toHexString(), 4],
    ]);
    // Another session of the same user (a reload) sees the same cart.
    expect((await cartOf(await buyer.send('GET', '/cart'))).itemCount).toBe(14);
  });

  it('adds a guest cart once, whether its merge is replayed, retried or raced (one merge id)', async () => {
    const kibble = await addProduct(t.db, { stock: 50 });
    const toy = await addProduct(t.db, { stock: 50 });
    await buyer.send('PUT', `/cart/items/${kibble._id.toHexString()}`, { quantity: 1 });
    const merge = (mergeId: string) =>
      buyer.send('POST', '/cart/merge', {
        mergeId,
        items: [
          { productId: kibble._id.toHexString(), quantity: 2 },
          { productId: toy._id.toHexString(), quantity: 3 },
        ],
      });
    const quantities = (cart: { items: Array<{ product: { id: string }; quantity: number }> }) =>
      cart.items.map((line) => [line.product.id, line.quantity]);
    const expected = [
      [kibble._id.toHexString(), 3],
      [toy._id.toHexString(), 3],
    ];

    // Two tabs (or a reload while the first answer is coming) send the same guest cart at once.
    const [first, second] = await Promise.all([merge('guest-cart-A1'), merge('guest-cart-A1')]);
    expect(quantities(await cartOf(first))).toEqual(expected);
    expect(quantities(await cartOf(second))).toEqual(expected);
    // A replay later (the answer was lost) answers the cart as it is, adding nothing.
    expect(quantities(await cartOf(await merge('guest-cart-A1')))).toEqual(expected);
    // The buyer then changes the cart; a stale replay still adds nothing.
    await buyer.send('DELETE', `/cart/items/${toy._id.toHexString()}`);
    expect(quantities(await cartOf(await merge('guest-cart-A1')))).toEqual([[kibble._id.toHexString(), 3]]);
    // Another guest cart (another id) is added.
    expect(quantities(await cartOf(await merge('guest-cart-B2')))).toEqual([
      [kibble._id.toHexString(), 5],
      [toy._id.toHexString(), 3],
    ]);
    expect(await t.db.collection('shop_cart_merges').countDocuments()).toBe(2);
  });

  it('finishes a merge that stopped halfway without adding its first lines twice', async () => {
    const kibble = await addProduct(t.db, { stock: 50 });
    const toy = await addProduct(t.db, { stock: 50 });
    // A first run added the kibble line and died before the toy and before recording the merge.
    await t.db.collection('shop_cart_items').insertOne({
      _id: new ObjectId(),
      userId: buyer.user!._id,
      productId: kibble._id,
      quantity: 2,
      addedAt: new Date(),
      updatedAt: new Date(),
      mergeIds: ['guest-cart-C3'],
    });
    const cart = await cartOf(
      await buyer.send('POST', '/cart/merge', {
        mergeId: 'guest-cart-C3',
        items: [
          { productId: kibble._id.toHexString(), quantity: 2 },
          { productId: toy._id.toHexString(), quantity: 1 },
        ],
      }),
    );
    expect(cart.items.map((line) => line.quantity)).toEqual([2, 1]);
  });
});
