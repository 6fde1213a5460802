import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProvider } from './payments-area';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { startStripeTestServer, STRIPE_TEST_KEY, type StripeTestServer } from './stripe.test-server';
import { TEST_PAYMENT_METHODS } from './test-payment-methods';

let stripe: StripeTestServer;
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());
beforeEach(async () => {
  stripe = await startStripeTestServer();
});
afterEach(() => stripe.close());

const charge = (provider: PaymentProvider, methodToken: string, amountMinor: number, key: string, currency = 'INR') =>
  provider.charge({ methodToken, amountMinor, currency, idempotencyKey: key, description: 'Ledger test' });

const refund = (provider: PaymentProvider, chargeId: string, amountMinor: number, key: string, currency = 'INR') =>
  provider.refund({ chargeId, amountMinor, currency, idempotencyKey: key, reason: 'requested_by_customer' });

describe("the Stripe adapter's ledger", () => {
  it("lists every succeeded PaymentIntent and every refund through Stripe's paginated lists", async () => {
    const provider = createStripePaymentProvider({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url, ledgerPageSize: 2 });
    const visa = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const declinedOnCharge = await provider.attachCard(TEST_PAYMENT_METHODS.chargeFails);
    const charges = [];
    for (let i = 0; i < 5; i++) charges.push(await charge(provider, visa.token, 1000 + i, `charge-${i}`));
    charges.push(await charge(provider, visa.token, 2500, 'charge-usd', 'USD'));
    expect((await charge(provider, declinedOnCharge.token, 700, 'declined')).status).toBe('declined');
    await refund(provider, charges[1]!.chargeId, 1001, 'refund-1');
    await refund(provider, charges[1]!.chargeId, 1001, 'refund-1'); // a retry: Stripe's replay, no second refund
    await refund(provider, charges[3]!.chargeId, 500, 'refund-3-part');
    await refund(provider, charges[5]!.chargeId, 2500, 'refund-usd', 'USD');

    const ledger = await provider.ledger();
    expect([...ledger.charges].sort((a, b) => a.amountMinor - b.amountMinor)).toEqual([
      { chargeId: charges[0]!.chargeId, amountMinor: 1000, currency: 'INR', refundedMinor: 0 },
      { chargeId: charges[1]!.chargeId, amountMinor: 1001, currency: 'INR', refundedMinor: 1001 },
      { chargeId: charges[2]!.chargeId, amountMinor: 1002, currency: 'INR', refundedMinor: 0 },
      { chargeId: charges[3]!.chargeId, amountMinor: 1003, currency: 'INR', refundedMinor: 500 },
      { chargeId: charges[4]!.chargeId, amountMinor: 1004, currency: 'INR', refundedMinor: 0 },
      { chargeId: charges[5]!.chargeId, amountMinor: 2500, currency: 'USD', refundedMinor: 2500 },
    ]);
    expect(ledger.refunds.map(({ chargeId, amountMinor, currency }) => [chargeId, amountMinor, currency])).toEqual([
      [charges[5]!.chargeId, 2500, 'USD'],
      [charges[3]!.chargeId, 500, 'INR'],
      [charges[1]!.chargeId, 1001, 'INR'],
    ]);
    expect(ledger.refunds.every((r) => r.refundId.startsWith('re_'))).toBe(true);

    // Seven intents (one declined) in pages of two, three refunds in pages of two, each page after the last id.
    const lists = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path !== '/v1/payment_methods' && !r.path.startsWith('/v1/payment_methods/'),
    );
    const pages = (path: string) => lists.filter((r) => r.path === path).map((r) => r.params);
    expect(pages('/v1/payment_intents')).toHaveLength(4);
    expect(pages('/v1/refunds')).toEqual([{ limit: '2' }, { limit: '2', starting_after: ledger.refunds[1]!.refundId }]);
    expect(
      pages('/v1/payment_intents')
        .slice(1)
        .every((p) => p.limit === '2' && p.starting_after?.startsWith('pi_')),
    ).toBe(true);
  });

  it("reads past Stripe's largest page of 100 by default", async () => {
    const provider = createStripePaymentProvider({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url });
    const visa = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    for (let i = 0; i < 101; i++) await charge(provider, visa.token, 100, `many-${i}`);
    const ledger = await provider.ledger();
    expect(ledger.charges).toHaveLength(101);
    expect(new Set(ledger.charges.map((c) => c.chargeId)).size).toBe(101);
    const intentPages = stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/payment_intents');
    expect(intentPages.map((r) => r.params.limit)).toEqual(['100', '100']);
  });
});

describe("the combined provider's ledger (Stripe for cards, the sandbox for UPI outside production)", () => {
  it("holds both providers' charges and refunds", async () => {
    const env = loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_API_URL: stripe.url });
    const provider = createPaymentProvider(test.db, env);
    const card = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const upi = await provider.tokenizeUpi('sam@ybl');
    const cardCharge = await charge(provider, card.token, 4200, 'combined-card');
    const upiCharge = await charge(provider, upi.token, 1300, 'combined-upi');
    const cardRefund = await refund(provider, cardCharge.chargeId, 4200, 'combined-card-refund');
    const upiRefund = await refund(provider, upiCharge.chargeId, 300, 'combined-upi-refund');

    const ledger = await provider.ledger();
    expect(ledger.charges).toEqual(
      expect.arrayContaining([
        { chargeId: cardCharge.chargeId, amountMinor: 4200, currency: 'INR', refundedMinor: 4200 },
        { chargeId: upiCharge.chargeId, amountMinor: 1300, currency: 'INR', refundedMinor: 300 },
      ]),
    );
    expect(ledger.refunds).toEqual(
      expect.arrayContaining([
        { refundId: cardRefund.refundId, chargeId: cardCharge.chargeId, amountMinor: 4200, currency: 'INR' },
        { refundId: upiRefund.refundId, chargeId: upiCharge.chargeId, amountMinor: 300, currency: 'INR' },
      ]),
    );
    expect(cardCharge.chargeId).toMatch(/^pi_/);
    expect(upiCharge.chargeId).toMatch(/^ch_sandbox_/);

    // In production the provider is Stripe alone: the sandbox's records are not its money.
    const production = createPaymentProvider(test.db, { ...env, NODE_ENV: 'production' });
    expect((await production.ledger()).charges.map((c) => c.chargeId)).toEqual([cardCharge.chargeId]);
  });
});
