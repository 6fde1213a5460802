import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local imitation of the few Stripe endpoints the adapter uses (POST /v1/payment_methods, /v1/customers,
 * /v1/setup_intents, /v1/payment_intents, /v1/refunds), with Stripe's test card numbers, error objects and
 * Idempotency-Key replay. A test double at the edge (decision 020): tests cannot reach Stripe.
 */
export const STRIPE_TEST_KEY = 'sk_test_petpalImitation';

interface TestCard {
  brand: string;
  /** What confirming a SetupIntent with the card does. */
  setup: 'succeeded' | 'requires_action' | { code: string; decline_code?: string; message: string };
  /** What an off-session PaymentIntent does. */
  charge: 'succeeded' | { code: string; decline_code?: string; message: string };
}

const declined = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const CARDS: Record<string, TestCard> = {
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

export interface RecordedRequest {
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

interface Saved {
  paramsKey: string;
  status: number;
  body: unknown;
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

export async function startStripeTestServer() {
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, Saved>();
  const methods = new Map<string, { card: string; customer?: string }>();
  const customers = new Set<string>();
  /** Succeeded PaymentIntents: amount and how much of it was refunded. */
  const intents = new Map<string, { amount: number; refunded: number }>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_test${String(++counter).padStart(6, '0')}`;
  const control = { loseAnswers: 0, failNext: 0 };

  const cardError = (error: { code: string; decline_code?: string; message: string }, extra = {}) => ({
    status: 402,
    body: { error: { type: 'card_error', ...error, ...extra } },
  });
  const invalid = (message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

  function handle(path: string, p: Record<string, string>): { status: number; body: unknown } {
    if (path === '/v1/payment_methods') {
      const number = p['card[number]'] ?? '';
      const card = CARDS[number];
      if (!card) return cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
      const pm = id('pm');
      methods.set(pm, { card: number });
      return {
        status: 200,
        body: { id: pm, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: number.slice(-4) } },
      };
    }
    if (path === '/v1/customers') {
      const cus = id('cus');
      customers.add(cus);
      return { status: 200, body: { id: cus, object: 'customer' } };
    }
    if (path === '/v1/setup_intents') {
      const method = methods.get(p.payment_method ?? '');
      if (!method || !customers.has(p.customer ?? '') || p.confirm !== 'true') return invalid('Bad setup intent.');
      const outcome = CARDS[method.card]?.setup;
      if (typeof outcome === 'object') return cardError(outcome);
      if (outcome === 'succeeded') method.customer = p.customer;
      return { status: 200, body: { id: id('seti'), object: 'setup_intent', status: outcome } };
    }
    if (path === '/v1/payment_intents') {
      const method = methods.get(p.payment_method ?? '');
      if (!method || method.customer !== p.customer)
        return invalid('The PaymentMethod is not attached to this Customer.');
      const pi = id('pi');
      const outcome = CARDS[method.card]?.charge;
      if (typeof outcome === 'object') {
        return cardError(outcome, { payment_intent: { id: pi, status: 'requires_payment_method' } });
      }
      intents.set(pi, { amount: Number(p.amount), refunded: 0 });
      return { status: 200, body: { id: pi, object: 'payment_intent', status: 'succeeded', amount: Number(p.amount) } };
    }
    if (path === '/v1/refunds') {
      const intent = intents.get(p.payment_intent ?? '');
      if (!intent) return invalid('No such payment_intent.');
      const amount = p.amount === undefined ? intent.amount - intent.refunded : Number(p.amount);
      if (intent.refunded >= intent.amount) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          },
        };
      }
      if (!(amount > 0) || intent.refunded + amount > intent.amount) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          },
        };
      }
      intent.refunded += amount;
      const body = { id: id('re'), object: 'refund', status: 'succeeded', amount, payment_intent: p.payment_intent };
      return { status: 200, body };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } } };
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (control.failNext > 0) {
      control.failNext -= 1;
      reply(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      return;
    }
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
      reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    if (req.method !== 'POST' || !/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      reply(400, { error: { type: 'invalid_request_error', message: 'Expected a form-encoded POST.' } });
      return;
    }
    const path = req.url ?? '';
    const params = flatParams(raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ path, params, idempotencyKey: key });
    const paramsKey = `${path} ${raw}`;
    const saved = key ? idempotent.get(key) : undefined;
    if (saved && saved.paramsKey !== paramsKey) {
      reply(400, {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
      return;
    }
    const { status, body } = saved ?? handle(path, params);
    if (key && !saved) idempotent.set(key, { paramsKey, status, body });
    if (control.loseAnswers > 0) {
      // Stripe did the work; the answer never arrives.
      control.loseAnswers -= 1;
      req.socket.destroy();
      return;
    }
    res.setHeader('Idempotent-Replayed', saved ? 'true' : 'false');
    reply(status, body);
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next n requests run, but their connection drops before the answer. */
    loseAnswers(n: number) {
      control.loseAnswers = n;
    },
    /** The next n requests get a 500. */
    failNext(n: number) {
      control.failNext = n;
    },
    /** Objects Stripe holds, by kind. */
    counts: () => ({ paymentMethods: methods.size, customers: customers.size }),
    /** How much of a PaymentIntent was refunded. */
    refundedOf: (paymentIntent: string) => intents.get(paymentIntent)?.refunded ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;
