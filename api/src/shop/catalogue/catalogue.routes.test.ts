import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductAnswer, ProductList } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { addProduct, createShopTestApp, errorOf, guest, signInBuyer, type ShopTestApp } from '../shop.test-support';

let test: TestDatabase;
let t: ShopTestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createShopTestApp(test.db);
  const day = 86_400_000;
  await addProduct(test.db, {
    slug: 'kong-classic',
    name: 'Kong Classic',
    brand: 'KONG',
    category: 'toys',
    prices: { INR: 110_000, USD: 1399 },
    sold: 50,
    createdAt: new Date(Date.now() - 3 * day),
  });
  await addProduct(test.db, {
    slug: 'cat-wand',
    name: 'Feather Wand',
    brand: 'Petstages',
    category: 'toys',
    species: ['cat'],
    prices: { INR: 35_000, USD: 699 },
    sold: 5,
    stock: 0,
    createdAt: new Date(Date.now() - day),
  });
  await addProduct(test.db, {
    slug: 'apoquel',
    name: 'Apoquel 16 mg',
    brand: 'Zoetis',
    category: 'pharmacy',
    prices: { INR: 345_000, USD: 6299 },
    sold: 20,
    prescriptionRequired: true,
    createdAt: new Date(Date.now() - 2 * day),
  });
});
afterEach(async () => {
  await test.close();
});

const list = async (query: string, send = guest(t).send) => {
  const res = await send('GET', `/products${query}`);
  expect(res.status).toBe(200);
  return ProductList.parse(await res.json());
};
const slugs = (answer: ProductList) => answer.products.map((product) => product.slug);

describe('GET /api/shop/products', () => {
  it('filters by category, species, stock and a case-insensitive search on name and brand', async () => {
    expect(slugs(await list('?category=pharmacy'))).toEqual(['apoquel']);
    expect(slugs(await list('?species=cat'))).toEqual(['cat-wand']);
    expect(slugs(await list('?inStock=true&sort=popular'))).toEqual(['kong-classic', 'apoquel']);
    expect(slugs(await list('?inStock=false'))).toEqual(['cat-wand']);
    expect(slugs(await list('?q=zoET'))).toEqual(['apoquel']);
    expect(slugs(await list('?q=kong'))).toEqual(['kong-classic']);
    // Regex characters are searched for as text, not run.
    expect(slugs(await list('?q=.*'))).toEqual([]);
  });

  it('keeps to a shelf: the pharmacy, or every other category; a category of the other shelf finds nothing', async () => {
    expect(slugs(await list('?shelf=pharmacy'))).toEqual(['apoquel']);
    const merchandise = await list('?shelf=merchandise&sort=newest');
    expect(slugs(merchandise)).toEqual(['cat-wand', 'kong-classic']);
    expect(merchandise.total).toBe(2);
    expect(slugs(await list('?shelf=merchandise&category=toys&sort=newest'))).toEqual(['cat-wand', 'kong-classic']);
    expect(slugs(await list('?shelf=merchandise&category=pharmacy'))).toEqual([]);
    const bad = await guest(t).send('GET', '/products?shelf=food');
    expect(bad.status).toBe(400);
  });

  it('sorts and filters prices in the viewer currency and paginates', async () => {
    expect(slugs(await list('?sort=price_asc'))).toEqual(['cat-wand', 'kong-classic', 'apoquel']);
    expect(slugs(await list('?sort=price_desc'))).toEqual(['apoquel', 'kong-classic', 'cat-wand']);
    expect(slugs(await list('?sort=newest'))).toEqual(['cat-wand', 'apoquel', 'kong-classic']);
    expect(slugs(await list('?minPrice=50000&maxPrice=200000'))).toEqual(['kong-classic']);
    expect(slugs(await list('?country=USA&minPrice=1000&maxPrice=2000'))).toEqual(['kong-classic']);
    const page = await list('?sort=price_asc&page=2&pageSize=2');
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(slugs(page)).toEqual(['apoquel']);
  });

  it('prices in rupees by default, dollars for a US country or a user stored in the US', async () => {
    expect((await list('?q=kong')).products[0]!.price).toEqual({ amountMinor: 110_000, currency: 'INR' });
    expect((await list('?q=kong&country=United States')).products[0]!.price).toEqual({
      amountMinor: 1399,
      currency: 'USD',
    });
    const american = await signInBuyer(t, 'ny@example.com', { location: 'New York, USA' });
    const answer = await list('?q=kong', american.send);
    expect(answer.currency).toBe('USD');
    const indian = await signInBuyer(t, 'mum@example.com');
    expect((await list('?q=kong', indian.send)).currency).toBe('INR');
  });

  it('answers clear messages for bad filters and refuses operator injection', async () => {
    const bad = await guest(t).send('GET', '/products?category=weapons&pageSize=500&minPrice=9&maxPrice=1');
    expect(bad.status).toBe(400);
    const { fields } = await errorOf(bad);
    expect(fields).toMatchObject({
      category: 'Please choose one of the shop categories.',
      pageSize: 'Page size must be a whole number from 1 to 50.',
    });
    const injected = await guest(t).send('GET', '/products?q[$ne]=x');
    expect(injected.status).toBe(400);
  });
});

describe('GET /api/shop/products/:slug', () => {
  it('answers the product page, or 404 for an unknown slug', async () => {
    const res = await guest(t).send('GET', '/products/apoquel?country=US');
    expect(res.status).toBe(200);
    const { product } = ProductAnswer.parse(await res.json());
    expect(product).toMatchObject({
      name: 'Apoquel 16 mg',
      prescriptionRequired: true,
      price: { amountMinor: 6299, currency: 'USD' },
      inStock: true,
    });
    expect((await guest(t).send('GET', '/products/no-such-thing')).status).toBe(404);
    expect((await guest(t).send('GET', '/products/Bad%20Slug')).status).toBe(400);
  });
});
