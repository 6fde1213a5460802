import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { prepareShopArea } from './';
import { SHOP_PRODUCTS } from './catalogue/products.repository';
import { DEMO_PHARMACIST_EMAIL, SEED_PRODUCTS, seedShop } from './shop.seed';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await prepareShopArea(test.db);
});
afterEach(async () => {
  await test.close();
});

describe('the demo catalogue', () => {
  it('has 30+ products in every category, prescription and low-stock items, and runs again without duplicates', async () => {
    await seedShop(test.db);
    const products = test.db.collection(SHOP_PRODUCTS);
    expect(await products.countDocuments()).toBe(SEED_PRODUCTS.length);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(await products.countDocuments({ prescriptionRequired: true, category: 'pharmacy' })).toBeGreaterThanOrEqual(
      3,
    );
    expect(await products.countDocuments({ stock: { $lte: 3 } })).toBeGreaterThanOrEqual(3);
    await products.updateOne({ slug: 'kong-classic-medium' }, { $set: { stock: 1 } });
    await seedShop(test.db);
    expect(await products.countDocuments()).toBe(SEED_PRODUCTS.length);
    expect((await products.findOne({ slug: 'kong-classic-medium' }))?.stock).toBe(1);
  });

  it('seeds a pharmacist with a complete profile, once', async () => {
    await seedShop(test.db);
    await seedShop(test.db);
    const users = await test.db.collection('users').find({ email: DEMO_PHARMACIST_EMAIL }).toArray();
    expect(users).toMatchObject([{ role: 'pharmacist' }]);
    expect(await test.db.collection('pharmacists').countDocuments({ userId: users[0]!._id })).toBe(1);
  });
});
