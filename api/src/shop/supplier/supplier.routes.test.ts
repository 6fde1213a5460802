import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { signInTestUser, verifyTestProvider } from '../../auth';
import {
  ProductList,
  SupplierProductAnswer,
  SupplierProductList,
  type CreateSupplierProductInput,
} from '@petpal/contracts';
import { createImagesService, IMAGE_NOT_YOURS, IMAGES_COLLECTION, testPhoto } from '../../images';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  addProduct,
  checkout,
  createShopTestApp,
  errorOf,
  guest,
  requester,
  signInBuyer,
  stockOf,
  type Send,
  type ShopTestApp,
} from '../shop.test-support';

let test: TestDatabase;
let t: ShopTestApp;
let supplier: { id: ObjectId; send: Send };
let rival: { id: ObjectId; send: Send };
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createShopTestApp(test.db);
  const signIn = async (email: string) => {
    const { user, cookie } = await signInTestUser(t.db, email, 'supplier');
    await verifyTestProvider(t.db, 'supplier', user._id);
    return { id: user._id, send: requester(t, cookie) };
  };
  supplier = await signIn('supplier@example.com');
  rival = await signIn('rival@example.com');
});
afterEach(async () => {
  await test.close();
});

const NEW_PRODUCT: CreateSupplierProductInput = {
  name: 'Kong Classic Large',
  category: 'toys',
  species: ['dog'],
  brand: 'KONG',
  description: 'Durable rubber toy.',
  prices: { INR: 129_900, USD: 1_599 },
  stock: 12,
  prescriptionRequired: false,
};

async function create(over: Partial<CreateSupplierProductInput> = {}) {
  const res = await supplier.send('POST', '/supplier/products', { ...NEW_PRODUCT, ...over });
  expect(res.status, await res.clone().text()).toBe(201);
  return SupplierProductAnswer.parse(await res.json()).product;
}

/** A photo `who` uploaded (POST /api/images does the same), as its id. */
const uploaded = async (who: { id: ObjectId }) =>
  (await createImagesService(t.db).upload(who.id.toHexString(), 'image/png', await testPhoto({ format: 'png' }), 1e7))
    .id;

describe('product photos (decision 104)', () => {
  const stored = (id: string) => t.db.collection(IMAGES_COLLECTION).countDocuments({ _id: id as never });

  it('keeps the supplier own upload, shows it in the catalogue, replaces and removes it', async () => {
    const first = await uploaded(supplier);
    const product = await create({ photoId: first });
    expect(product.imageUrl).toMatch(new RegExp(`^/api/images/${first}/\\d+$`));
    const catalogue = ProductList.parse(await (await guest(t).send('GET', '/products?q=kong')).json());
    expect(catalogue.products[0]?.imageUrl).toBe(product.imageUrl);

    const second = await uploaded(supplier);
    const replaced = await supplier.send('PATCH', `/supplier/products/${product.id}`, { photoId: second });
    expect(SupplierProductAnswer.parse(await replaced.json()).product.imageUrl).toContain(second);
    expect(await stored(first)).toBe(0);
    // The same photo again changes nothing and deletes nothing.
    await supplier.send('PATCH', `/supplier/products/${product.id}`, { photoId: second });
    expect(await stored(second)).toBe(1);

    const removed = await supplier.send('PATCH', `/supplier/products/${product.id}`, { photoId: null });
    expect(SupplierProductAnswer.parse(await removed.json()).product.imageUrl).toBeNull();
    expect(await stored(second)).toBe(0);
  });

  it("refuses another supplier's upload or an unknown id, and changes nothing", async () => {
    const theirs = await uploaded(rival);
    const res = await supplier.send('POST', '/supplier/products', { ...NEW_PRODUCT, photoId: theirs });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ photoId: IMAGE_NOT_YOURS });
    const mine = SupplierProductList.parse(await (await supplier.send('GET', '/supplier/products')).json());
    expect(mine.products).toEqual([]);

    const product = await create();
    const patched = await supplier.send('PATCH', `/supplier/products/${product.id}`, {
      photoId: 'unknownphotoid00000000',
      stockChange: 5,
    });
    expect(patched.status).toBe(400);
    const after = SupplierProductList.parse(await (await supplier.send('GET', '/supplier/products')).json());
    expect(after.products[0]).toMatchObject({ imageUrl: null, stock: 12 });
    expect(await stored(theirs)).toBe(1);
  });

  it('gives one photo to one product when two are created with it at once, and a retry of the edit keeps it', async () => {
    const photoId = await uploaded(supplier);
    const [a, b] = await Promise.all([
      supplier.send('POST', '/supplier/products', { ...NEW_PRODUCT, photoId }),
      supplier.send('POST', '/supplier/products', { ...NEW_PRODUCT, name: 'Kong Classic Small', photoId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const mine = SupplierProductList.parse(await (await supplier.send('GET', '/supplier/products')).json());
    expect(mine.products).toHaveLength(1);
    const product = mine.products[0]!;
    expect(product.imageUrl).toContain(photoId);
    // The same edit sent twice (a retry) changes nothing the second time and deletes nothing.
    for (let i = 0; i < 2; i++) {
      const res = await supplier.send('PATCH', `/supplier/products/${product.id}`, { photoId });
      expect(SupplierProductAnswer.parse(await res.json()).product.imageUrl).toBe(product.imageUrl);
    }
    expect(await stored(photoId)).toBe(1);
  });

  it('deletes the photo with a product nobody ordered', async () => {
    const photoId = await uploaded(supplier);
    const product = await create({ photoId });
    expect((await supplier.send('DELETE', `/supplier/products/${product.id}`)).status).toBe(204);
    expect(await stored(photoId)).toBe(0);
  });
});

describe('supplier products', () => {
  it('creates a product in both currencies, lists only the supplier own, and the catalogue shows it', async () => {
    const product = await create();
    expect(product).toMatchObject({ slug: 'kong-classic-large', stock: 12, active: true, prices: NEW_PRODUCT.prices });
    await addProduct(t.db, { supplierId: rival.id });
    const mine = SupplierProductList.parse(await (await supplier.send('GET', '/supplier/products')).json());
    expect(mine.products.map((p) => p.id)).toEqual([product.id]);
    const again = await create();
    expect(again.slug).toMatch(/^kong-classic-large-[a-f0-9]{6}$/);
    const catalogue = ProductList.parse(await (await guest(t).send('GET', '/products?q=kong')).json());
    expect(catalogue.products).toHaveLength(2);
  });

  it('validates with clear messages and refuses operators', async () => {
    const res = await supplier.send('POST', '/supplier/products', {
      ...NEW_PRODUCT,
      name: '',
      prices: { INR: 10.5, USD: -1 },
      stock: -1,
      species: [],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({
      name: 'Please enter the product name (2 to 120 characters).',
      'prices.INR': 'Prices are whole numbers of paise or cents, from 1 to 100000000.',
      stock: 'Stock must be a whole number from 0 to 100000.',
      species: 'Please choose one to five species.',
    });
    const operator = await supplier.send('POST', '/supplier/products', { ...NEW_PRODUCT, name: { $gt: '' } });
    expect(operator.status).toBe(400);
    const empty = await supplier.send('PATCH', `/supplier/products/${new ObjectId().toHexString()}`, {});
    expect((await errorOf(empty)).fields).toEqual({ body: 'Please change at least one field.' });
  });

  it('edits prices and adjusts stock by guarded increments, never below 0', async () => {
    const product = await create({ stock: 2 });
    const res = await supplier.send('PATCH', `/supplier/products/${product.id}`, {
      prices: { INR: 99_900, USD: 1_299 },
      stockChange: 5,
    });
    expect(SupplierProductAnswer.parse(await res.json()).product).toMatchObject({
      prices: { INR: 99_900, USD: 1_299 },
      stock: 7,
    });
    const below = await supplier.send('PATCH', `/supplier/products/${product.id}`, { stockChange: -8 });
    expect(below.status).toBe(409);
    expect((await errorOf(below)).message).toBe('Stock cannot go below 0: only 7 left.');
    expect(await stockOf(t.db, new ObjectId(product.id))).toBe(7);
  });

  it('stock removals racing checkouts never take the stock below 0', async () => {
    const product = await create({ stock: 5 });
    const buyers = await Promise.all([1, 2, 3].map((n) => signInBuyer(t, `buyer${n}@example.com`)));
    for (const buyer of buyers) await buyer.send('PUT', `/cart/items/${product.id}`, { quantity: 2 });
    const results = await Promise.all([
      ...buyers.map((buyer) => checkout(buyer)),
      supplier.send('PATCH', `/supplier/products/${product.id}`, { stockChange: -2 }),
    ]);
    const stock = await stockOf(t.db, new ObjectId(product.id));
    expect(stock).toBeGreaterThanOrEqual(0);
    const taken = results.filter((res) => res.status === 201 || res.status === 200).length;
    expect(results.filter((res) => res.status === 201).length * 2 + (results[3]!.status === 200 ? 2 : 0)).toBe(
      5 - stock,
    );
    expect(taken).toBeGreaterThan(0);
  });

  it('deactivates: hidden from the catalogue and not sold; deletes only a product nobody ordered', async () => {
    const product = await create();
    const buyer = await signInBuyer(t, 'buyer@example.com');
    await buyer.send('PUT', `/cart/items/${product.id}`, { quantity: 1 });
    expect((await checkout(buyer)).status).toBe(201);
    const refused = await supplier.send('DELETE', `/supplier/products/${product.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('product_has_orders');
    const res = await supplier.send('POST', `/supplier/products/${product.id}/deactivate`);
    expect(SupplierProductAnswer.parse(await res.json()).product.active).toBe(false);
    expect((await guest(t).send('GET', `/products/${product.slug}`)).status).toBe(404);
    const catalogue = ProductList.parse(await (await guest(t).send('GET', '/products?q=kong')).json());
    expect(catalogue.products).toEqual([]);
    await buyer.send('PUT', `/cart/items/${product.id}`, { quantity: 1 });
    expect((await checkout(buyer)).status).toBe(409);
    const unordered = await create({ name: 'Never Sold Ball' });
    expect((await supplier.send('DELETE', `/supplier/products/${unordered.id}`)).status).toBe(204);
  });
});

describe('supplier authorization', () => {
  it('401 guest, 403 owner and pharmacist, 404 for another supplier product', async () => {
    const product = await create();
    const owner = await signInBuyer(t, 'owner@example.com');
    const pharmacist = requester(t, (await signInTestUser(t.db, 'ph@example.com', 'pharmacist')).cookie);
    const ROUTES: Array<[string, string, unknown?]> = [
      ['GET', '/supplier/products'],
      ['POST', '/supplier/products', NEW_PRODUCT],
      ['PATCH', `/supplier/products/${product.id}`, { stockChange: 1 }],
      ['POST', `/supplier/products/${product.id}/deactivate`],
      ['POST', `/supplier/products/${product.id}/activate`],
      ['DELETE', `/supplier/products/${product.id}`],
    ];
    for (const [method, path, body] of ROUTES) {
      expect((await guest(t).send(method, path, body)).status, `${method} ${path} guest`).toBe(401);
      expect((await owner.send(method, path, body)).status, `${method} ${path} owner`).toBe(403);
      expect((await pharmacist(method, path, body)).status, `${method} ${path} pharmacist`).toBe(403);
      if (path.includes(product.id)) {
        expect((await rival.send(method, path, body)).status, `${method} ${path} rival`).toBe(404);
      }
    }
    expect(await stockOf(t.db, new ObjectId(product.id))).toBe(12);
  });
});
