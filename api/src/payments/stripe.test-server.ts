import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeImitation } from './stripe-imitation';

export type { RecordedRequest } from './stripe-imitation';

/** The imitation's keys in tests. */
export const STRIPE_TEST_KEY = 'sk_test_petpalImitation';
export const STRIPE_TEST_PUBLISHABLE_KEY = 'pk_test_petpalImitation';

/**
 * The Stripe imitation (stripe-imitation.ts) on a free local port, for the adapter's and the areas' tests:
 * tests cannot reach Stripe (decision 020).
 */
export async function startStripeTestServer() {
  const imitation = createStripeImitation({ secretKey: STRIPE_TEST_KEY, publishableKey: STRIPE_TEST_PUBLISHABLE_KEY });
  const server = createServer((req, res) => void imitation.serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: imitation.requests,
    loseAnswers: imitation.loseAnswers,
    failNext: imitation.failNext,
    counts: imitation.counts,
    refundedOf: imitation.refundedOf,
    /**
     * What the card element does in the browser: creates a PaymentMethod from a card's details with the
     * publishable key, and answers its id (or Stripe's error body).
     */
    async elementPaymentMethod(number: string, card: { expMonth?: number; expYear?: number; cvc?: string } = {}) {
      const res = await fetch(`http://127.0.0.1:${port}/v1/payment_methods`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${STRIPE_TEST_PUBLISHABLE_KEY}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': number,
          'card[exp_month]': String(card.expMonth ?? 12),
          'card[exp_year]': String(card.expYear ?? new Date().getFullYear() + 3),
          'card[cvc]': card.cvc ?? '123',
          'billing_details[name]': 'Priya Sharma',
        }),
      });
      const body = (await res.json()) as { id?: string; error?: { code?: string; message?: string } };
      if (!body.id) throw new Error(`the element's payment method was refused: ${JSON.stringify(body.error)}`);
      return body.id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;
