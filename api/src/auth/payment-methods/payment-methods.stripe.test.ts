import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, PaymentMethod } from '@petpal/contracts';
import { loadEnv } from '../../env';
import {
  createPaymentProvider,
  PAYMENT_METHOD_UNUSABLE,
  SANDBOX_TOKENS,
  startStripeTestServer,
  STRIPE_MESSAGES,
  STRIPE_TEST_KEY,
  TEST_PAYMENT_METHODS,
  type StripeTestServer,
} from '../../payments';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { signIn, type Caller } from '../profiles/profiles.test-support';
import { PAYMENT_METHODS } from './payment-methods.repository';

const BASE = '/api/auth/payment-methods';

let test: TestDatabase;
let stripe: StripeTestServer;
let sam: Caller;
let log: Awaited<ReturnType<typeof createTestApp>>['log'];
let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeEach(async () => {
  test = await createTestDatabase();
  stripe = await startStripeTestServer();
  const created = await createTestApp(test.db, { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_API_URL: stripe.url });
  ({ log, app } = created);
  sam = await signIn(created.app, test.db, 'sam@example.com', 'pet_owner');
});
afterEach(async () => {
  await stripe.close();
  await test.close();
});

/** What the browser sends after the element created the card at the provider: its payment method id. */
const cardBody = async (number: string) => ({
  methodType: 'card',
  paymentMethodId: await stripe.elementPaymentMethod(number, { cvc: '321' }),
});

describe('payment methods with STRIPE_SECRET_KEY set', () => {
  it("refuses a payment method another account already saved (its id is no key to someone's card)", async () => {
    const body = await cardBody('4242424242424242');
    expect((await sam.send('POST', BASE, body)).status).toBe(201);
    const alex = await signIn(app, test.db, 'alex@example.com', 'pet_owner');
    const res = await alex.send('POST', BASE, body);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(PAYMENT_METHOD_UNUSABLE);
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(1);
  });

  it("saves cards through Stripe, keeping only Stripe's ids, the brand and the last four", async () => {
    const res = await sam.send('POST', BASE, await cardBody('5555 5555 5555 4444'));
    expect(res.status).toBe(201);
    expect(PaymentMethod.parse(await res.json())).toMatchObject({ cardBrand: 'Mastercard', cardLastFour: '4444' });
    // The element's request (the browser, publishable key), then the API's: none carries card details.
    const [element, ...api] = stripe.requests;
    expect(element?.path).toBe('/v1/payment_methods');
    expect(api.map((request) => `${request.method} ${request.path.replace(/pm_\w+/, 'pm')}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
      'GET /v1/payment_methods/pm',
    ]);
    // Whole values only: a random id (cus_…, a key) may contain the digits 321.
    expect(JSON.stringify(api)).not.toMatch(/5555555555554444|\bcvc\b|\b321\b/i);

    const docs = await test.db.collection(PAYMENT_METHODS).find({}).toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.providerToken).toMatch(/^cus_\w+:pm_\w+$/);
    const everything = [JSON.stringify(docs), JSON.stringify(log.lines)].join('\n');
    expect(everything).not.toMatch(/5555555555554444|"321"/);
    expect(await test.db.collection(SANDBOX_TOKENS).countDocuments()).toBe(0);
  });

  it("answers a decline with Stripe's message and saves nothing", async () => {
    const declined = await sam.send('POST', BASE, await cardBody('4000000000000002'));
    expect(declined.status).toBe(400);
    expect(ErrorBody.parse(await declined.json()).error.message).toBe('Your card was declined.');
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('keeps UPI ids with the sandbox outside production (Stripe cannot save them), and charges each method where it lives', async () => {
    const upi = await sam.send('POST', BASE, { methodType: 'upi', upiId: 'sam@ybl' });
    expect(upi.status).toBe(201);
    const [doc] = await test.db.collection(PAYMENT_METHODS).find({}).toArray();
    expect(doc?.providerToken).toMatch(/^upi_sandbox_/);
    const provider = createPaymentProvider(
      test.db,
      loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_API_URL: stripe.url }),
    );
    const charge = (methodToken: string, idempotencyKey: string) =>
      provider.charge({ methodToken, amountMinor: 100, currency: 'INR', idempotencyKey, description: 'Test' });
    const upiCharge = await charge(String(doc?.providerToken), 'upi-charge');
    expect(upiCharge.chargeId).toMatch(/^ch_sandbox_/);
    const card = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const cardCharge = await charge(card.token, 'card-charge');
    expect(cardCharge.chargeId).toMatch(/^pi_/);
    // Each refund goes back through the provider that charged.
    const refund = (chargeId: string, idempotencyKey: string) =>
      provider.refund({ chargeId, amountMinor: 100, currency: 'INR', idempotencyKey, reason: 'requested_by_customer' });
    expect((await refund(upiCharge.chargeId, 'upi-refund')).refundId).toMatch(/^re_sandbox_/);
    expect((await refund(cardCharge.chargeId, 'card-refund')).refundId).toMatch(/^re_test/);
    expect(stripe.refundedOf(cardCharge.chargeId)).toBe(100);

    const production = createPaymentProvider(
      test.db,
      loadEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://petpal.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_API_URL: stripe.url,
      }),
    );
    await expect(production.tokenizeUpi('sam@ybl')).rejects.toMatchObject({ message: STRIPE_MESSAGES.upiUnavailable });
  });

  it('answers 503 when Stripe is down, so the client may try again', async () => {
    const body = await cardBody('4242424242424242');
    stripe.failNext(1);
    const res = await sam.send('POST', BASE, body);
    expect(res.status).toBe(503);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('payment_provider_unavailable');
  });
});
