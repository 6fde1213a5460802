/**
 * `npm run bench` (shop): the shop's server times in the embedded engine, in process, with session and JSON:
 * the catalogue over 2,000 products (search, filters, sorts, a deep page), and checkout: one buyer's order
 * end to end (cart line, stock taken, sandbox charge, order written), and a rush of 100 concurrent buyers
 * for 5 units (the time until every buyer has an answer; exactly 5 orders). The catalogue and the one buyer
 * each run against an idle query on the same engine in alternating rounds. Prints median and p99 of both and
 * their ratios, and fails when a ratio exceeds its budget (docs/decisions/073) or the rush does not sell
 * exactly 5; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/shop/shop.bench.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHOP_CATEGORIES, SHOP_SPECIES } from '@petpal/contracts';
import { openEmbeddedPort } from '../data/embedded';
import { benchAgainst, idleQuery } from '../test-support/measure';
import { addProduct, checkout, createShopTestApp, signInBuyer } from './shop.test-support';

const PRODUCTS = 2000;
/** Each catalogue case: its name, its query and its budget (docs/decisions/073). */
const CATALOGUE: Array<[name: string, query: string, limit: number]> = [
  ['all, page 1 (popular)', '', 15],
  ['merchandise shelf, page 1 (as /merchandise asks)', '?shelf=merchandise', 25],
  ['category food, in stock, price up', '?category=food&inStock=true&sort=price_asc', 4],
  ['search "salmon"', '?q=salmon', 35],
  ['species cat, price range, newest', '?species=cat&minPrice=20000&maxPrice=60000&sort=newest', 27.5],
  ['all, page 50', '?page=50', 17],
  ['one product page', '/bench-product-1234', 0.75],
];
const RUSH_BUYERS = 100;
const RUSH_STOCK = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-shop-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
let met = true;
const ms = (value: number) => `${value.toFixed(2)} ms`;
try {
  const t = await createShopTestApp(db);
  for (let i = 0; i < PRODUCTS; i++) {
    await addProduct(db, {
      slug: `bench-product-${i}`,
      name: `${['Chicken', 'Salmon', 'Rope', 'Plush', 'Orthopedic'][i % 5]} item ${i}`,
      brand: ['Acme', 'Purrfect', 'Woofers', 'Tailwag'][i % 4]!,
      category: SHOP_CATEGORIES[i % SHOP_CATEGORIES.length]!,
      species: [SHOP_SPECIES[i % SHOP_SPECIES.length]!],
      prices: { INR: 10_000 + (i % 90) * 1_000, USD: 200 + (i % 90) * 15 },
      stock: i % 7 === 0 ? 0 : 50,
      prescriptionRequired: false,
    });
  }
  const shopper = await signInBuyer(t, 'bench-shopper@example.com');
  const get = async (query: string) => {
    const res = await shopper.send('GET', `/products${query}`);
    if (res.status !== 200) throw new Error(`GET /products${query} answered ${res.status}`);
    await res.arrayBuffer();
  };

  console.log(`  catalogue of ${PRODUCTS} products:`);
  const baseline = await idleQuery(db);
  met = await benchAgainst(
    'shop',
    baseline,
    CATALOGUE.map(([name, query, limit]) => ({ name, run: () => get(query), limit })),
    { width: 50 },
  );

  const stocked = await addProduct(db, { slug: 'bench-stocked', stock: 1_000_000 });
  const buy = async () => {
    const put = await shopper.send('PUT', `/cart/items/${stocked._id.toHexString()}`, { quantity: 1 });
    if (put.status !== 200) throw new Error(`PUT /cart/items answered ${put.status}`);
    const res = await checkout(shopper);
    if (res.status !== 201) throw new Error(`POST /checkout answered ${res.status}`);
  };
  const checkoutMet = await benchAgainst(
    'shop',
    baseline,
    [{ name: 'checkout: cart line + order + charge, one buyer', run: buy, limit: 160 }],
    { width: 50, times: 5, warmup: 10 },
  );
  met &&= checkoutMet;

  const hot = await addProduct(db, { slug: 'bench-hot', stock: RUSH_STOCK });
  const buyers = await Promise.all(
    Array.from({ length: RUSH_BUYERS }, async (_, i) => {
      const buyer = await signInBuyer(t, `bench-rush-${i}@example.com`);
      await buyer.send('PUT', `/cart/items/${hot._id.toHexString()}`, { quantity: 1 });
      return buyer;
    }),
  );
  const start = performance.now();
  const answers = await Promise.all(buyers.map((buyer) => checkout(buyer)));
  const rush = performance.now() - start;
  const placed = answers.filter((res) => res.status === 201).length;
  console.log(
    `  rush: ${RUSH_BUYERS} concurrent buyers for ${RUSH_STOCK} units: every answer in ${ms(rush)}, ` +
      `${placed} orders, ${answers.filter((res) => res.status === 409).length} refused before any charge`,
  );
  if (placed !== RUSH_STOCK) {
    console.log(`  ERROR: expected ${RUSH_STOCK} orders`);
    met = false;
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (!met) process.exitCode = 1;
