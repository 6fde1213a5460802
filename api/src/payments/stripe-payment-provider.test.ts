import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_UNUSABLE, PaymentDeclined, type PaymentProvider } from './payment-provider';
import { declineOf } from './payment-provider.test-support';
import { formEncode, PROVIDER_UNAVAILABLE } from './stripe-client';
import { createStripePaymentProvider, STRIPE_MESSAGES } from './stripe-payment-provider';
import { startStripeTestServer, STRIPE_TEST_KEY, type StripeTestServer } from './stripe.test-server';
import { TEST_PAYMENT_METHODS } from './test-payment-methods';

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

describe('Stripe attachCard', () => {
  it("sets up the element's PaymentMethod for a new Customer off-session and reads brand and last four from Stripe", async () => {
    const pm = await stripe.elementPaymentMethod('4242 4242 4242 4242');
    const saved = await provider.attachCard(pm);
    expect(saved).toEqual({ token: expect.stringMatching(/^cus_\w+:pm_\w+$/), brand: 'Visa', last4: '4242' });
    expect(saved.token.endsWith(`:${pm}`)).toBe(true);
    expect((await provider.attachCard(await stripe.elementPaymentMethod('5555555555554444'))).brand).toBe('Mastercard');

    // The element's own request (publishable key) comes first; the API's requests never carry card details.
    const [, customer, setup, retrieve] = stripe.requests;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', params: {} });
    const [cus] = saved.token.split(':');
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
    expect(retrieve).toMatchObject({ method: 'GET', path: `/v1/payment_methods/${pm}` });
    expect(new Set([customer?.idempotencyKey, setup?.idempotencyKey]).size).toBe(2);
    const apiRequests = stripe.requests.filter((request) => request.path !== '/v1/payment_methods');
    expect(JSON.stringify(apiRequests)).not.toMatch(/4242|5555|"cvc"|card\[/);
  });

  it("accepts Stripe's test payment method ids, as Stripe's test mode does", async () => {
    expect(await provider.attachCard(TEST_PAYMENT_METHODS.visa)).toMatchObject({ brand: 'Visa', last4: '4242' });
  });

  it("declines with Stripe's card-error message and code", async () => {
    expect(await declineOf(provider.attachCard(await stripe.elementPaymentMethod('4000000000000002')))).toEqual({
      code: 'generic_decline',
      message: 'Your card was declined.',
      status: 400,
    });
    expect(await declineOf(provider.attachCard(TEST_PAYMENT_METHODS.insufficientFunds))).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses an unknown PaymentMethod, and one already saved (attached to another customer), with a 400', async () => {
    await expect(provider.attachCard('pm_test999999')).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unusable',
      message: PAYMENT_METHOD_UNUSABLE,
    });
    const pm = await stripe.elementPaymentMethod('4242424242424242');
    await provider.attachCard(pm);
    await expect(provider.attachCard(pm)).rejects.toMatchObject({ status: 400, code: 'payment_method_unusable' });
  });

  it('refuses a card whose bank asks for authentication, which cannot happen off-session', async () => {
    expect(await declineOf(provider.attachCard(TEST_PAYMENT_METHODS.authenticationRequired))).toEqual({
      code: 'authentication_required',
      message: STRIPE_MESSAGES.authenticationRequired,
      status: 400,
    });
  });

  it('retries a lost answer with the same Idempotency-Key, so Stripe creates each object once', async () => {
    const pm = await stripe.elementPaymentMethod('4242424242424242');
    stripe.loseAnswers(1);
    const saved = await provider.attachCard(pm);
    expect(saved.last4).toBe('4242');
    const [, first, retry] = stripe.requests;
    expect(retry?.path).toBe(first?.path);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(stripe.counts()).toMatchObject({ paymentMethods: 1, customers: 1 });
  });

  it('answers 503 when Stripe fails or cannot be reached, and throws on a bad key', async () => {
    const pm = await stripe.elementPaymentMethod('4242424242424242');
    stripe.failNext(1);
    await expect(provider.attachCard(pm)).rejects.toMatchObject({
      status: 503,
      code: 'payment_provider_unavailable',
      message: PROVIDER_UNAVAILABLE,
    });
    stripe.loseAnswers(3);
    await expect(provider.attachCard(pm)).rejects.toMatchObject({ status: 503 });

    const wrongKey = createStripePaymentProvider({ secretKey: 'sk_test_wrong', apiUrl: stripe.url });
    const error = await wrongKey.attachCard(pm).catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(PaymentDeclined);
    expect(String(error)).toContain('401 invalid_request_error');
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
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const [cus, pm] = token.split(':');
    expect(await charge(token, 'appointment-1')).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      status: 'succeeded',
    });
    expect(stripe.requests.at(-1)).toEqual({
      method: 'POST',
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
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.chargeFails);
    expect(await charge(token, 'appointment-2')).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
  });

  it('never charges twice for one key: a retry replays, another amount is a conflict', async () => {
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
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
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
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
      method: 'POST',
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
