import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentDeclined, type PaymentProvider } from './payment-provider';
import { declineOf, testCard } from './payment-provider.test-support';
import { formEncode, PROVIDER_UNAVAILABLE } from './stripe-client';
import { createStripePaymentProvider, STRIPE_MESSAGES } from './stripe-payment-provider';
import { startStripeTestServer, STRIPE_TEST_KEY, type StripeTestServer } from './stripe.test-server';

let stripe: StripeTestServer;
let provider: PaymentProvider;

beforeEach(async () => {
  stripe = await startStripeTestServer();
  provider = createStripePaymentProvider({
    secretKey: STRIPE_TEST_KEY,
    apiUrl: stripe.url,
    timeoutMs: 2_000,
    retryDelayMs: 5,
  });
});
afterEach(() => stripe.close());

describe('formEncode', () => {
  it("writes Stripe's bracket notation for nested objects and lists", () => {
    const form = formEncode({
      type: 'card',
      card: { exp_month: 12 },
      types: ['card', 'upi'],
      confirm: true,
      x: undefined,
    });
    expect(form.toString()).toBe('type=card&card%5Bexp_month%5D=12&types%5B%5D=card&types%5B%5D=upi&confirm=true');
  });
});

describe('Stripe tokenizeCard', () => {
  it('creates a PaymentMethod, a Customer and a confirmed off-session SetupIntent; keeps ids, brand and last four', async () => {
    const saved = await provider.tokenizeCard(testCard('4242 4242 4242 4242'));
    expect(saved).toEqual({ token: expect.stringMatching(/^cus_\w+:pm_\w+$/), brand: 'Visa', last4: '4242' });
    expect((await provider.tokenizeCard(testCard('5555-5555-5555-4444'))).brand).toBe('Mastercard');

    const [method, customer, setup] = stripe.requests;
    expect(method?.path).toBe('/v1/payment_methods');
    expect(method?.params).toMatchObject({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
      'billing_details[name]': 'Priya Sharma',
    });
    expect(customer).toMatchObject({ path: '/v1/customers', params: { name: 'Priya Sharma' } });
    const [cus, pm] = saved.token.split(':');
    expect(setup).toMatchObject({
      path: '/v1/setup_intents',
      params: {
        customer: cus,
        payment_method: pm,
        'payment_method_types[]': 'card',
        usage: 'off_session',
        confirm: 'true',
      },
    });
    // Every request carries its own Idempotency-Key; the card details go to the PaymentMethod call only.
    const keys = stripe.requests.slice(0, 3).map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    for (const request of stripe.requests.filter((r) => r.path !== '/v1/payment_methods'))
      expect(JSON.stringify(request.params)).not.toMatch(/4242424242424242|"123"/);
  });

  it("declines with Stripe's card-error message and code", async () => {
    expect(await declineOf(provider.tokenizeCard(testCard('4000000000000002')))).toEqual({
      code: 'generic_decline',
      message: 'Your card was declined.',
      status: 400,
    });
    expect(await declineOf(provider.tokenizeCard(testCard('4000000000009995')))).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await declineOf(provider.tokenizeCard(testCard('4242424242424241')))).toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('refuses a card whose bank asks for authentication, which cannot happen off-session', async () => {
    expect(await declineOf(provider.tokenizeCard(testCard('4000002500003155')))).toEqual({
      code: 'authentication_required',
      message: STRIPE_MESSAGES.authenticationRequired,
      status: 400,
    });
  });

  it('retries a lost answer with the same Idempotency-Key, so Stripe creates each object once', async () => {
    stripe.loseAnswers(1);
    const saved = await provider.tokenizeCard(testCard('4242424242424242'));
    expect(saved.last4).toBe('4242');
    const [first, retry] = stripe.requests;
    expect(retry?.path).toBe(first?.path);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(stripe.counts()).toEqual({ paymentMethods: 1, customers: 1 });
  });

  it('answers 503 when Stripe fails or cannot be reached, and throws on a bad key', async () => {
    stripe.failNext(1);
    await expect(provider.tokenizeCard(testCard('4242424242424242'))).rejects.toMatchObject({
      status: 503,
      code: 'payment_provider_unavailable',
      message: PROVIDER_UNAVAILABLE,
    });
    stripe.loseAnswers(3);
    await expect(provider.tokenizeCard(testCard('4242424242424242'))).rejects.toMatchObject({ status: 503 });

    const wrongKey = createStripePaymentProvider({ secretKey: 'sk_test_wrong', apiUrl: stripe.url });
    const error = await wrongKey.tokenizeCard(testCard('4242424242424242')).catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(PaymentDeclined);
    expect(String(error)).toContain('401 invalid_request_error');
    expect(String(error)).not.toContain('4242424242424242');
  });
});

describe('Stripe tokenizeUpi', () => {
  it('refuses UPI ids: saving one needs a mandate approved in the UPI app', async () => {
    expect(await declineOf(provider.tokenizeUpi('priya@okaxis'))).toMatchObject({
      code: 'upi_unavailable',
      message: STRIPE_MESSAGES.upiUnavailable,
    });
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('Stripe charge', () => {
  const charge = (methodToken: string, idempotencyKey: string, amountMinor = 50_000) =>
    provider.charge({ methodToken, amountMinor, currency: 'INR', idempotencyKey, description: 'Teleconsultation' });

  it('confirms an off-session PaymentIntent for the saved card under the caller’s key', async () => {
    const { token } = await provider.tokenizeCard(testCard('4242424242424242'));
    const [cus, pm] = token.split(':');
    expect(await charge(token, 'appointment-1')).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      status: 'succeeded',
    });
    expect(stripe.requests.at(-1)).toEqual({
      path: '/v1/payment_intents',
      idempotencyKey: 'appointment-1',
      params: {
        amount: '50000',
        currency: 'inr',
        customer: cus,
        payment_method: pm,
        'payment_method_types[]': 'card',
        description: 'Teleconsultation',
        off_session: 'true',
        confirm: 'true',
      },
    });
  });

  it('returns a decline as a result with the card-error message', async () => {
    const { token } = await provider.tokenizeCard(testCard('4000000000000341'));
    expect(await charge(token, 'appointment-2')).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
  });

  it('never charges twice for one key: a retry replays, another amount is a conflict', async () => {
    const { token } = await provider.tokenizeCard(testCard('4242424242424242'));
    stripe.loseAnswers(1);
    const first = await charge(token, 'retry-me');
    expect(await charge(token, 'retry-me')).toEqual(first);
    const charges = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(new Set(charges.map((request) => request.idempotencyKey))).toEqual(new Set(['retry-me']));
    await expect(charge(token, 'retry-me', 1)).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
  });

  it('refuses a token that is not a saved Stripe card', async () => {
    await expect(charge('tok_sandbox_123', 'k1')).rejects.toMatchObject({ code: 'payment_method_unknown' });
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('Stripe refund', () => {
  const paid = async (key: string) => {
    const { token } = await provider.tokenizeCard(testCard('4242424242424242'));
    const { chargeId } = await provider.charge({
      methodToken: token,
      amountMinor: 50_000,
      currency: 'INR',
      idempotencyKey: key,
      description: 'Order',
    });
    return chargeId;
  };
  const refund = (chargeId: string, idempotencyKey: string, amountMinor = 50_000) =>
    provider.refund({ chargeId, amountMinor, currency: 'INR', idempotencyKey, reason: 'requested_by_customer' });

  it('posts /v1/refunds for the PaymentIntent with the amount under the caller’s key', async () => {
    const chargeId = await paid('order-1');
    expect(await refund(chargeId, 'refund:order:1')).toEqual({
      refundId: expect.stringMatching(/^re_/),
      status: 'succeeded',
      amountMinor: 50_000,
    });
    expect(stripe.requests.at(-1)).toEqual({
      path: '/v1/refunds',
      idempotencyKey: 'refund:order:1',
      params: { payment_intent: chargeId, amount: '50000', reason: 'requested_by_customer' },
    });
  });

  it('refunds once when the answer is lost and retried; a second key past the amount is refused', async () => {
    const chargeId = await paid('order-2');
    stripe.loseAnswers(1);
    const first = await refund(chargeId, 'refund:order:2');
    expect(await refund(chargeId, 'refund:order:2')).toEqual(first);
    expect(stripe.refundedOf(chargeId)).toBe(50_000);
    await expect(refund(chargeId, 'refund:order:2:again', 1)).rejects.toMatchObject({
      status: 400,
      code: 'charge_already_refunded',
    });
    await expect(refund(chargeId, 'refund:order:2', 1)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });
});
