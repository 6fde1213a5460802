import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { SavedAddressAnswer, SavedAddressList, type ShippingAddress } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { ADDRESS, addProduct, checkout, createShopTestApp, errorOf, guest, signInBuyer } from '../shop.test-support';

const t = perTestDatabase(createShopTestApp);

const OFFICE: ShippingAddress = { ...ADDRESS, line1: '4 Linking Road', line2: '', postcode: '400052' };
const listOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return SavedAddressList.parse(await res.json()).addresses;
};

describe('/api/shop/addresses', () => {
  it('saves an address once, lists the last used first, and an order there makes it the last used', async () => {
    const buyer = await signInBuyer(t, 'book@example.com');
    const home = await buyer.send('POST', '/addresses', { address: ADDRESS });
    expect(home.status).toBe(201);
    const homeId = SavedAddressAnswer.parse(await home.json()).address.id;
    await buyer.send('POST', '/addresses', { address: OFFICE });
    // The same address typed again (other case and spacing) is the same entry.
    const again = await buyer.send('POST', '/addresses', {
      address: { ...OFFICE, name: '  priya   SHARMA ', city: 'MUMBAI' },
    });
    expect(again.status).toBe(201);
    let saved = await listOf(await buyer.send('GET', '/addresses'));
    expect(saved.map((entry) => entry.address.line1)).toEqual(['4 Linking Road', '12 Carter Road']);

    const toy = await addProduct(t.db);
    await buyer.send('PUT', `/cart/items/${toy._id.toHexString()}`, { quantity: 1 });
    expect((await checkout(buyer)).status).toBe(201);
    saved = await listOf(await buyer.send('GET', '/addresses'));
    expect(saved.map((entry) => entry.id)).toEqual([homeId, expect.any(String)]);
  });

  it('keeps each user to their own addresses: 401 for a guest, 404 for another user’s, never listed to them', async () => {
    const owner = await signInBuyer(t, 'owner-book@example.com');
    const other = await signInBuyer(t, 'other-book@example.com');
    const { address } = SavedAddressAnswer.parse(
      await (await owner.send('POST', '/addresses', { address: ADDRESS })).json(),
    );
    expect(await listOf(await other.send('GET', '/addresses'))).toEqual([]);
    for (const [method, path] of [
      ['GET', '/addresses'],
      ['POST', '/addresses'],
      ['DELETE', `/addresses/${address.id}`],
    ] as const) {
      expect((await guest(t).send(method, path, method === 'POST' ? { address: ADDRESS } : undefined)).status).toBe(
        401,
      );
    }
    const stolen = await other.send('DELETE', `/addresses/${address.id}`);
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).message).toBe('This saved address was not found.');
    expect(await listOf(await owner.send('GET', '/addresses'))).toHaveLength(1);
    expect((await owner.send('DELETE', `/addresses/${address.id}`)).status).toBe(204);
    expect(await listOf(await owner.send('GET', '/addresses'))).toEqual([]);
    expect((await owner.send('DELETE', `/addresses/${new ObjectId().toHexString()}`)).status).toBe(404);
  });

  it('refuses a bad address with the checkout’s messages by field, and unknown fields, saving nothing', async () => {
    const buyer = await signInBuyer(t, 'bad-book@example.com');
    const bad = await buyer.send('POST', '/addresses', {
      address: { ...ADDRESS, name: 'A', postcode: '!', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      'address.name': 'Please enter the recipient name (2 to 80 characters).',
      'address.postcode': 'Please enter a postcode (3 to 12 letters, digits, spaces or dashes).',
      'address.phone': 'Please enter a phone number (7 to 15 digits, an optional leading +).',
    });
    expect((await buyer.send('POST', '/addresses', { address: ADDRESS, userId: 'x' })).status).toBe(400);
    expect((await buyer.send('DELETE', '/addresses/not-an-id')).status).toBe(400);
    expect(await listOf(await buyer.send('GET', '/addresses'))).toEqual([]);
  });

  it('keeps at most 10, forgetting the least recently used', async () => {
    const buyer = await signInBuyer(t, 'many-book@example.com');
    for (let n = 1; n <= 11; n += 1) {
      const res = await buyer.send('POST', '/addresses', { address: { ...ADDRESS, line1: `${n} Carter Road` } });
      expect(res.status).toBe(201);
    }
    const saved = await listOf(await buyer.send('GET', '/addresses'));
    expect(saved).toHaveLength(10);
    expect(saved.map((entry) => entry.address.line1)).not.toContain('1 Carter Road');
  });
});
