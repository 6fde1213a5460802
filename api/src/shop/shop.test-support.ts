import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import { createImagesRoutes, createImagesService } from '../images';
import type { AppEnv } from '../app-env';
import { createAuthArea, insertTestCard, prepareAuthArea, signInTestUser, type UserDoc } from '../auth';
import { ErrorBody, OrderSummaryAnswer, type ShippingAddress } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { ensureIdempotencyIndexes } from '../lib/idempotency';
import { createMemoryLogger } from '../lib/logger';
import { createNotificationsArea, prepareNotificationsArea } from '../notifications';
import { createSandboxPaymentProvider, preparePayments, TEST_PAYMENT_METHODS, type PaymentProvider } from '../payments';
import { createProductsRepository, type ProductDoc } from './catalogue/products.repository';
import { createShopArea, prepareShopArea } from './';
import { jsonRequester, type Send } from '../test-support/json-requester';

export const GOOD_CARD: string = TEST_PAYMENT_METHODS.visa;
/** Saving succeeds; every charge is declined. */
export const DECLINING_CARD = TEST_PAYMENT_METHODS.chargeFails;

export interface ShopTestOptions {
  /** Wraps the sandbox provider (to make it fail around a charge). */
  wrapProvider?: (sandbox: PaymentProvider) => PaymentProvider;
  now?: () => Date;
}

/** A small app with the session loader and the shop routes, as app.ts mounts them, over the sandbox provider. */
export async function createShopTestApp(db: DataPort, options: ShopTestOptions = {}) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const log = createMemoryLogger();
  await prepareAuthArea(db);
  await prepareShopArea(db);
  await ensureIdempotencyIndexes(db);
  await preparePayments(db);
  await prepareNotificationsArea(db);
  const provider = createSandboxPaymentProvider(db);
  const authArea = createAuthArea({ db, env, log });
  const notifications = createNotificationsArea({ db, env, log }, { auth: authArea.facade });
  // One image pipeline for the upload and read routes and the shop (its prescription access hook).
  const images = createImagesService(db);
  const area = createShopArea(
    {
      db,
      env,
      log,
      auth: authArea.facade,
      provider: options.wrapProvider?.(provider) ?? provider,
      notifications: notifications.service,
      images,
    },
    options.now ? { now: options.now } : {},
  );
  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/shop', area.routes());
  app.route('/api/images', createImagesRoutes(db, images));
  return { app, db, auth: authArea.facade, provider, area, log, images };
}
export type ShopTestApp = Awaited<ReturnType<typeof createShopTestApp>>;

export type { Send } from '../test-support/json-requester';

export function requester(t: ShopTestApp, cookie?: string): Send {
  return jsonRequester(t.app, '/api/shop', cookie);
}

export interface Buyer {
  user: UserDoc | null;
  /** The session cookie, for requests outside /api/shop (the images it may load). */
  cookie: string;
  send: Send;
  /** A saved card's id (the good test card unless asked otherwise). */
  methodId: string;
}

/** A signed-in pet owner living in `location`, with a saved card. */
export async function signInBuyer(
  t: ShopTestApp,
  email: string,
  { location = 'Mumbai, India', card = GOOD_CARD }: { location?: string; card?: string } = {},
): Promise<Buyer> {
  const { user, cookie } = await signInTestUser(t.db, email, 'pet_owner');
  await t.auth.saveRecord(
    'pet_owner',
    user._id,
    { fullName: 'Test Buyer', phoneNumber: '+91 98765 43210', location },
    new Date(),
  );
  const methodId = await saveCard(t, user._id, card);
  return { user, cookie, send: requester(t, cookie), methodId };
}

export async function saveCard(t: ShopTestApp, userId: ObjectId, paymentMethodId: string): Promise<string> {
  const card = await t.provider.attachCard(paymentMethodId);
  return (await insertTestCard(t.db, userId, card)).toHexString();
}

export const guest = (t: ShopTestApp): Buyer => ({
  user: null,
  cookie: '',
  send: requester(t),
  methodId: new ObjectId().toHexString(),
});

let productCount = 0;
/** A product stored directly; priced ₹500 / $7.00 unless told otherwise. */
export async function addProduct(db: DataPort, over: Partial<ProductDoc> = {}): Promise<ProductDoc> {
  productCount += 1;
  const now = new Date();
  const doc: ProductDoc = {
    _id: new ObjectId(),
    slug: `test-product-${productCount}`,
    name: `Test Product ${productCount}`,
    category: 'toys',
    species: ['dog'],
    brand: 'Acme',
    description: 'A test product.',
    prices: { INR: 50_000, USD: 700 },
    stock: 10,
    sold: 0,
    prescriptionRequired: false,
    imageUrl: null,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
  await createProductsRepository(db).upsertBySlug(doc);
  return doc;
}

export const stockOf = async (db: DataPort, id: ObjectId) =>
  (await createProductsRepository(db).findById(id))?.stock ?? Number.NaN;

export const ADDRESS: ShippingAddress = {
  name: 'Priya Sharma',
  line1: '12 Carter Road',
  line2: 'Flat 4',
  city: 'Mumbai',
  postcode: '400050',
  country: 'India',
  phone: '+91 98765 43210',
};

/** The order summary's total the buyer saw for `country` (0 when there is none, e.g. an empty cart). */
export async function quotedTotal(buyer: Buyer, country = ADDRESS.country): Promise<number> {
  const res = await buyer.send('GET', `/checkout/summary?${new URLSearchParams({ country })}`);
  return res.status === 200 ? OrderSummaryAnswer.parse(await res.json()).summary.total.amountMinor : 0;
}

/** The total quoted for each Idempotency-Key's first try: a retry sends the same body, as the browser does. */
const quotedByKey = new Map<string, number>();

/** POST /checkout with a fresh (or given) Idempotency-Key and the order summary's total (unless `over` sets it). */
export async function checkout(
  buyer: Buyer,
  key = `key-${new ObjectId().toHexString()}`,
  over: Record<string, unknown> = {},
) {
  const shippingAddress = (over.shippingAddress as ShippingAddress | undefined) ?? ADDRESS;
  const attempt = `${buyer.methodId}:${key}`;
  if (!quotedByKey.has(attempt)) quotedByKey.set(attempt, await quotedTotal(buyer, shippingAddress.country ?? ''));
  return buyer.send(
    'POST',
    '/checkout',
    { shippingAddress: ADDRESS, paymentMethodId: buyer.methodId, quotedTotalMinor: quotedByKey.get(attempt), ...over },
    { 'Idempotency-Key': key },
  );
}

export const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

export const chargeCount = (db: DataPort) => db.collection('sandbox_charges').countDocuments();
