import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cardMessages, isCardExpired, isCardNumber, normalizeCardNumber } from '@petpal/contracts/card-checks';
import { TEST_PAYMENT_METHOD_CARDS } from './test-payment-methods';

/**
 * A local imitation of the Stripe endpoints PetPal and its card element use, with Stripe's test cards, test
 * payment method ids (pm_card_visa...), error objects, key rules and Idempotency-Key replay. A test double at
 * the edge (decisions 013, 020, 051): the API's tests start it on a free port (stripe.test-server.ts), and the
 * platform launcher serves it as the payment stand-in, beside its card element (shell/platform/payment-stand-in).
 *
 * - POST /v1/payment_methods: a card's details (the publishable key may call it, as Stripe.js does)
 * - GET /v1/payment_methods/:id, POST /v1/payment_methods/:id/attach, POST /v1/customers
 * - POST /v1/setup_intents (confirm=true: checks the card with the "bank" and attaches it)
 * - POST /v1/payment_intents (off-session charges), POST /v1/refunds (payment_intent, amount)
 * - GET /v1/payment_intents, GET /v1/refunds: lists, newest first, with `limit` and `starting_after` (the ledger)
 */

type CardError = { code: string; decline_code?: string; message: string };
interface TestCard {
  brand: string;
  /** What confirming a SetupIntent (or attaching) with the card does. */
  setup: 'succeeded' | 'requires_action' | CardError;
  /** What an off-session PaymentIntent does. */
  charge: 'succeeded' | CardError;
}

const declined: CardError = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', setup: 'succeeded', charge: 'succeeded' },
  '5555555555554444': { brand: 'mastercard', setup: 'succeeded', charge: 'succeeded' },
  '4000000000000002': { brand: 'visa', setup: declined, charge: declined },
  '4000000000009995': {
    brand: 'visa',
    setup: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    charge: declined,
  },
  '4000002500003155': { brand: 'visa', setup: 'requires_action', charge: 'succeeded' },
  '4000000000000341': { brand: 'visa', setup: 'succeeded', charge: declined },
};

/** Stripe's answer to a real card number in test mode. */
export const NOT_A_TEST_CARD = 'Your card was declined. Your request was in test mode, but used a non test card.';

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

interface StoredMethod {
  /** The test card's number: the provider's side keeps it, PetPal never sees it. */
  card: string;
  expMonth: number;
  expYear: number;
  name?: string;
  customer?: string;
}
interface StoredIntent {
  amount: number;
  currency: string;
  status: string;
  refunded: number;
}
interface StoredRefund {
  paymentIntent: string;
  amount: number;
  currency: string;
}
interface Saved {
  paramsKey: string;
  status: number;
  body: unknown;
}
interface State {
  methods: Record<string, StoredMethod>;
  customers: string[];
  intents: Record<string, StoredIntent>;
  refunds: Record<string, StoredRefund>;
  idempotent: Record<string, Saved>;
}

interface Reply {
  status: number;
  body: unknown;
}

export interface StripeImitationOptions {
  secretKey: string;
  publishableKey: string;
  /** Keeps the imitation's objects across restarts (saved cards keep charging after `npm start` again). */
  stateFile?: string;
}

function flatParams(body: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    params[name] = name.endsWith('[]') && params[name] !== undefined ? `${params[name]},${value}` : value;
  }
  return params;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const cardError = (error: CardError, extra: Record<string, unknown> = {}): Reply => ({
  status: 402,
  body: { error: { type: 'card_error', ...error, ...extra } },
});
const invalid = (message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const missing = (id: string, param: string): Reply => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such PaymentMethod: '${id}'`,
    },
  },
});

/** A page of a list endpoint, newest first, as Stripe answers it (`limit` 1 to 100, default 10). */
function listPage(url: string, objects: ReadonlyArray<{ id: string }>, p: Record<string, string>): Reply {
  const limit = p.limit === undefined ? 10 : Number(p.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    return invalid('This value must be greater than or equal to 1 and less than or equal to 100.', { param: 'limit' });
  }
  const newestFirst = [...objects].reverse();
  let start = 0;
  if (p.starting_after !== undefined) {
    const at = newestFirst.findIndex((object) => object.id === p.starting_after);
    if (at < 0)
      return invalid(`No such object: '${p.starting_after}'`, { code: 'resource_missing', param: 'starting_after' });
    start = at + 1;
  }
  const data = newestFirst.slice(start, start + limit);
  return { status: 200, body: { object: 'list', url, has_more: start + limit < newestFirst.length, data } };
}

function loadState(file: string | undefined): State {
  const empty: State = { methods: {}, customers: [], intents: {}, refunds: {}, idempotent: {} };
  if (!file || !existsSync(file)) return empty;
  return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<State>) };
}

export function createStripeImitation({ secretKey, publishableKey, stateFile }: StripeImitationOptions) {
  const state = loadState(stateFile);
  const requests: RecordedRequest[] = [];
  const control = { loseAnswers: 0, failNext: 0 };
  const id = (prefix: string) => `${prefix}_test${randomBytes(9).toString('hex')}`;
  const save = () => {
    if (!stateFile) return;
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify(state));
  };

  function methodJson(pm: string, method: StoredMethod) {
    return {
      id: pm,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: TEST_CARDS[method.card]?.brand ?? 'unknown',
        last4: method.card.slice(-4),
        exp_month: method.expMonth,
        exp_year: method.expYear,
      },
      billing_details: { name: method.name ?? null },
      customer: method.customer ?? null,
    };
  }

  /** A test id (pm_card_visa) stands for a new PaymentMethod of its card, as in Stripe's test mode. */
  function resolveMethod(pm: string): string | null {
    const testCard = TEST_PAYMENT_METHOD_CARDS[pm];
    if (testCard) {
      const created = id('pm');
      state.methods[created] = { card: testCard, expMonth: 12, expYear: new Date().getFullYear() + 3 };
      return created;
    }
    return state.methods[pm] ? pm : null;
  }

  function createMethod(p: Record<string, string>): Reply {
    if (p.type !== 'card') return invalid('Only card payment methods are supported here.', { param: 'type' });
    const number = normalizeCardNumber(p['card[number]'] ?? '');
    const expMonth = Number(p['card[exp_month]']);
    const expYear = Number(p['card[exp_year]']);
    if (!isCardNumber(number)) return cardError({ code: 'incorrect_number', message: cardMessages.number });
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      return cardError({ code: 'invalid_expiry_month', message: cardMessages.expMonth });
    }
    if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2099) {
      return cardError({ code: 'invalid_expiry_year', message: cardMessages.expYear });
    }
    if (isCardExpired(expMonth, expYear)) return cardError({ code: 'expired_card', message: cardMessages.expired });
    if (!/^\d{3,4}$/.test(p['card[cvc]'] ?? '')) return cardError({ code: 'invalid_cvc', message: cardMessages.cvc });
    if (!TEST_CARDS[number])
      return cardError({ code: 'card_declined', decline_code: 'test_mode_live_card', message: NOT_A_TEST_CARD });
    const pm = id('pm');
    const name = p['billing_details[name]'];
    state.methods[pm] = { card: number, expMonth, expYear, ...(name ? { name } : {}) };
    return { status: 200, body: methodJson(pm, state.methods[pm]) };
  }

  /** Setting a card up for a customer: the "bank" checks it, and it is attached on success. */
  function setUp(pmParam: string, customer: string): Reply | { pm: string; outcome: 'succeeded' | 'requires_action' } {
    const pm = resolveMethod(pmParam);
    if (!pm) return missing(pmParam, 'payment_method');
    if (!state.customers.includes(customer)) return invalid(`No such customer: '${customer}'`, { param: 'customer' });
    const method = state.methods[pm]!;
    if (method.customer && method.customer !== customer) {
      return invalid('The payment method you provided has already been attached to a customer.', {
        param: 'payment_method',
      });
    }
    const outcome = TEST_CARDS[method.card]?.setup ?? declined;
    if (typeof outcome === 'object') return cardError(outcome);
    if (outcome === 'succeeded') method.customer = customer;
    return { pm, outcome };
  }

  const intentJson = (pi: string, intent: StoredIntent) => ({
    id: pi,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
  });
  const refundJson = (re: string, refund: StoredRefund) => ({
    id: re,
    object: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_intent: refund.paymentIntent,
    status: 'succeeded',
  });

  function handle(method: string, path: string, p: Record<string, string>): Reply {
    if (method === 'POST' && path === '/v1/payment_methods') return createMethod(p);
    if (method === 'GET' && path === '/v1/payment_intents') {
      const intents = Object.entries(state.intents).map(([pi, intent]) => intentJson(pi, intent));
      return listPage(path, intents, p);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const refunds = Object.entries(state.refunds).map(([re, refund]) => refundJson(re, refund));
      return listPage(path, refunds, p);
    }
    const methodPath = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)(\/attach)?$/.exec(path);
    if (methodPath) {
      const [, pmParam = '', attach] = methodPath;
      if (method === 'GET' && !attach) {
        const stored = state.methods[pmParam];
        return stored ? { status: 200, body: methodJson(pmParam, stored) } : missing(pmParam, 'id');
      }
      if (method === 'POST' && attach) {
        const result = setUp(pmParam, p.customer ?? '');
        if ('status' in result) return result;
        return { status: 200, body: methodJson(result.pm, state.methods[result.pm]!) };
      }
    }
    if (method !== 'POST') return invalid('Unrecognized request URL.');
    if (path === '/v1/customers') {
      const cus = id('cus');
      state.customers.push(cus);
      return { status: 200, body: { id: cus, object: 'customer' } };
    }
    if (path === '/v1/setup_intents') {
      if (p.confirm !== 'true') return invalid('Only confirmed SetupIntents are supported here.', { param: 'confirm' });
      const result = setUp(p.payment_method ?? '', p.customer ?? '');
      if ('status' in result) return result;
      return {
        status: 200,
        body: { id: id('seti'), object: 'setup_intent', status: result.outcome, payment_method: result.pm },
      };
    }
    if (path === '/v1/payment_intents') {
      const stored = state.methods[p.payment_method ?? ''];
      if (!stored || stored.customer !== p.customer)
        return invalid('The PaymentMethod is not attached to this Customer.', { param: 'payment_method' });
      const amount = Number(p.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) return invalid('Invalid positive integer', { param: 'amount' });
      const pi = id('pi');
      const outcome = TEST_CARDS[stored.card]?.charge ?? declined;
      const status = typeof outcome === 'object' ? 'requires_payment_method' : 'succeeded';
      state.intents[pi] = { amount, currency: p.currency ?? '', status, refunded: 0 };
      if (typeof outcome === 'object') return cardError(outcome, { payment_intent: { id: pi, status } });
      return { status: 200, body: { id: pi, object: 'payment_intent', status, amount, currency: p.currency } };
    }
    if (path === '/v1/refunds') {
      const pi = p.payment_intent ?? '';
      const intent = state.intents[pi];
      if (!intent)
        return invalid(`No such payment_intent: '${pi}'`, { code: 'resource_missing', param: 'payment_intent' });
      if (intent.status !== 'succeeded') return invalid('This PaymentIntent has no successful charge to refund.');
      const left = intent.amount - intent.refunded;
      if (left === 0)
        return invalid(`Charge for ${pi} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = p.amount === undefined ? left : Number(p.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) return invalid('Invalid positive integer', { param: 'amount' });
      if (amount > left) {
        return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
          param: 'amount',
        });
      }
      intent.refunded += amount;
      const re = id('re');
      state.refunds[re] = { paymentIntent: pi, amount, currency: intent.currency };
      return { status: 200, body: refundJson(re, state.refunds[re]) };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } } };
  }

  /** Serves /v1/... with Stripe's key rules: the publishable key may only create payment methods. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (control.failNext > 0) {
      control.failNext -= 1;
      reply(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      return;
    }
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stripe.invalid');
    const path = url.pathname;
    const auth = req.headers.authorization;
    const publishable = auth === `Bearer ${publishableKey}`;
    if (auth !== `Bearer ${secretKey}` && !publishable) {
      reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    if (publishable && !(method === 'POST' && path === '/v1/payment_methods')) {
      reply(401, {
        error: { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key.' },
      });
      return;
    }
    if (method === 'POST' && !/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      reply(400, { error: { type: 'invalid_request_error', message: 'Expected a form-encoded POST.' } });
      return;
    }
    // A GET's parameters are its query (the lists' `limit`, `starting_after`); a POST's its form body.
    const params = method === 'GET' ? Object.fromEntries(url.searchParams) : flatParams(raw);
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    requests.push({ method, path, params, idempotencyKey: key });
    const paramsKey = `${path} ${raw}`;
    const saved = key ? state.idempotent[key] : undefined;
    if (saved && saved.paramsKey !== paramsKey) {
      reply(400, {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
      return;
    }
    const { status, body } = saved ?? handle(method, path, params);
    if (key && !saved) state.idempotent[key] = { paramsKey, status, body };
    if (method === 'POST') save();
    if (control.loseAnswers > 0) {
      // Stripe did the work; the answer never arrives.
      control.loseAnswers -= 1;
      req.socket.destroy();
      return;
    }
    res.setHeader('Idempotent-Replayed', saved ? 'true' : 'false');
    reply(status, body);
  }

  return {
    serve,
    requests,
    /** The next n requests run, but their connection drops before the answer. */
    loseAnswers(n: number) {
      control.loseAnswers = n;
    },
    /** The next n requests get a 500. */
    failNext(n: number) {
      control.failNext = n;
    },
    /** How much of a PaymentIntent's amount was refunded. */
    refundedOf: (paymentIntentId: string) => state.intents[paymentIntentId]?.refunded ?? 0,
    /** Objects Stripe holds, by kind. */
    counts: () => ({
      paymentMethods: Object.keys(state.methods).length,
      customers: state.customers.length,
      refunds: Object.values(state.intents).filter((intent) => intent.refunded > 0).length,
    }),
  };
}

export type StripeImitation = ReturnType<typeof createStripeImitation>;
