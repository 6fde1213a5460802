import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardMessages } from '@petpal/contracts';
import { NOT_A_TEST_CARD } from './stripe-imitation';
import {
  startStripeTestServer,
  STRIPE_TEST_KEY,
  STRIPE_TEST_PUBLISHABLE_KEY,
  type StripeTestServer,
} from './stripe.test-server';
import { TEST_PAYMENT_METHODS } from './test-payment-methods';

let stripe: StripeTestServer;
beforeEach(async () => {
  stripe = await startStripeTestServer();
});
afterEach(() => stripe.close());

async function call(
  path: string,
  params: Record<string, string> | null,
  key = STRIPE_TEST_KEY,
  idempotencyKey?: string,
) {
  const res = await fetch(`${stripe.url}${path}`, {
    method: params ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${key}`,
      ...(params ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    ...(params ? { body: new URLSearchParams(params) } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: Record<string, string> },
  };
}

const card = (number: string, over: Record<string, string> = {}) => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': String(new Date().getFullYear() + 2),
  'card[cvc]': '123',
  ...over,
});

describe('the Stripe imitation', () => {
  it('lets the publishable key create payment methods and nothing else', async () => {
    const created = await call('/v1/payment_methods', card('4242424242424242'), STRIPE_TEST_PUBLISHABLE_KEY);
    expect(created).toMatchObject({
      status: 200,
      body: { object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    });
    const id = String(created.body.id);
    expect((await call(`/v1/payment_methods/${id}`, null, STRIPE_TEST_PUBLISHABLE_KEY)).status).toBe(401);
    expect((await call('/v1/customers', {}, STRIPE_TEST_PUBLISHABLE_KEY)).status).toBe(401);
    expect((await call(`/v1/payment_methods/${id}`, null)).body).toMatchObject({ id, customer: null });
    expect((await call('/v1/payment_methods', card('4242424242424242'), 'pk_test_other')).status).toBe(401);
  });

  it("checks a card's number, expiry and security code with the spec's messages, and takes only test cards", async () => {
    const error = async (params: Record<string, string>) =>
      (await call('/v1/payment_methods', params, STRIPE_TEST_PUBLISHABLE_KEY)).body.error;
    expect(await error(card('4242424242424241'))).toMatchObject({ type: 'card_error', message: cardMessages.number });
    expect(await error(card('4242424242424242', { 'card[exp_month]': '13' }))).toMatchObject({
      message: cardMessages.expMonth,
    });
    expect(await error(card('4242424242424242', { 'card[exp_year]': '2020' }))).toMatchObject({
      message: cardMessages.expired,
    });
    expect(await error(card('4242424242424242', { 'card[cvc]': '12' }))).toMatchObject({ message: cardMessages.cvc });
    expect(await error(card('4111111111111111'))).toMatchObject({ message: NOT_A_TEST_CARD });
  });

  it("refunds a payment intent in Stripe's shape, never more than was charged, idempotent by key", async () => {
    const customer = String((await call('/v1/customers', {})).body.id);
    const setup = await call('/v1/setup_intents', {
      customer,
      payment_method: TEST_PAYMENT_METHODS.visa,
      confirm: 'true',
    });
    const pm = String(setup.body.payment_method);
    const intent = await call('/v1/payment_intents', {
      amount: '50000',
      currency: 'inr',
      customer,
      payment_method: pm,
      off_session: 'true',
      confirm: 'true',
    });
    const pi = String(intent.body.id);
    const first = await call('/v1/refunds', { payment_intent: pi, amount: '20000' }, STRIPE_TEST_KEY, 'refund-1');
    expect(first).toMatchObject({
      status: 200,
      body: { object: 'refund', amount: 20000, currency: 'inr', payment_intent: pi, status: 'succeeded' },
    });
    expect(await call('/v1/refunds', { payment_intent: pi, amount: '20000' }, STRIPE_TEST_KEY, 'refund-1')).toEqual(
      first,
    );
    expect((await call('/v1/refunds', { payment_intent: pi, amount: '40000' })).status).toBe(400);
    expect((await call('/v1/refunds', { payment_intent: pi })).body).toMatchObject({ amount: 30000 });
    expect((await call('/v1/refunds', { payment_intent: pi })).body.error).toMatchObject({
      code: 'charge_already_refunded',
    });
    expect((await call('/v1/refunds', { payment_intent: 'pi_unknown' })).status).toBe(400);

    // The lists: the secret key only, newest first, `limit` 1 to 100, `starting_after` a listed id.
    const refunds = await call('/v1/refunds?limit=1', null);
    expect(refunds.body).toMatchObject({
      object: 'list',
      has_more: true,
      data: [{ amount: 30000, payment_intent: pi }],
    });
    const [newest] = refunds.body.data as Array<{ id: string }>;
    expect((await call(`/v1/refunds?limit=1&starting_after=${newest!.id}`, null)).body).toMatchObject({
      has_more: false,
      data: [{ id: String(first.body.id), amount: 20000 }],
    });
    expect((await call('/v1/payment_intents', null)).body).toMatchObject({
      has_more: false,
      data: [{ id: pi, object: 'payment_intent', status: 'succeeded', amount: 50000, currency: 'inr' }],
    });
    expect((await call('/v1/refunds?limit=101', null)).body.error).toMatchObject({ param: 'limit' });
    expect((await call('/v1/refunds?starting_after=re_unknown', null)).body.error).toMatchObject({
      param: 'starting_after',
    });
    expect((await call('/v1/payment_intents', null, STRIPE_TEST_PUBLISHABLE_KEY)).status).toBe(401);
  });
});
