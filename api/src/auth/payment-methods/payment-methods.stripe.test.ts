import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, PaymentMethod } from '../../contracts';
import {
  SANDBOX_TOKENS,
  startStripeTestServer,
  STRIPE_MESSAGES,
  STRIPE_TEST_KEY,
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

beforeEach(async () => {
  test = await createTestDatabase();
  stripe = await startStripeTestServer();
  const created = await createTestApp(test.db, { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_API_URL: stripe.url });
  log = created.log;
  sam = await signIn(created.app, test.db, 'sam@example.com', 'pet_owner');
});
afterEach(async () => {
  await stripe.close();
  await test.close();
});

const cardBody = (cardNumber: string) => ({
  methodType: 'card',
  cardNumber,
  expMonth: 12,
  expYear: 2034,
  cvc: '321',
  holderName: 'Sam Rivera',
});

describe('payment methods with STRIPE_SECRET_KEY set', () => {
  it("saves cards through Stripe, keeping only Stripe's ids, the brand and the last four", async () => {
    const res = await sam.send('POST', BASE, cardBody('5555 5555 5555 4444'));
    expect(res.status).toBe(201);
    expect(PaymentMethod.parse(await res.json())).toMatchObject({ cardBrand: 'Mastercard', cardLastFour: '4444' });
    expect(stripe.requests.map((request) => request.path)).toEqual([
      '/v1/payment_methods',
      '/v1/customers',
      '/v1/setup_intents',
    ]);

    const docs = await test.db.collection(PAYMENT_METHODS).find({}).toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.providerToken).toMatch(/^cus_\w+:pm_\w+$/);
    const everything = [JSON.stringify(docs), JSON.stringify(log.lines)].join('\n');
    expect(everything).not.toMatch(/5555555555554444|"321"/);
    expect(await test.db.collection(SANDBOX_TOKENS).countDocuments()).toBe(0);
  });

  it("answers a decline with Stripe's message and saves nothing; UPI ids are refused", async () => {
    const declined = await sam.send('POST', BASE, cardBody('4000000000000002'));
    expect(declined.status).toBe(400);
    expect(ErrorBody.parse(await declined.json()).error.message).toBe('Your card was declined.');
    const upi = await sam.send('POST', BASE, { methodType: 'upi', upiId: 'sam@ybl' });
    expect(upi.status).toBe(400);
    expect(ErrorBody.parse(await upi.json()).error.message).toBe(STRIPE_MESSAGES.upiUnavailable);
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('answers 503 when Stripe is down, so the client may try again', async () => {
    stripe.failNext(1);
    const res = await sam.send('POST', BASE, cardBody('4242424242424242'));
    expect(res.status).toBe(503);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('payment_provider_unavailable');
  });
});
