import type { CardEntryConfig } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { mergeLedgers } from './provider-ledger';
import { createSandboxPaymentProvider, isSandboxCharge, isSandboxToken } from './sandbox-payment-provider';
import { createSandboxRepository } from './sandbox.repository';
import { createStripePaymentProvider } from './stripe-payment-provider';

/** The sandbox provider's indexes (its idempotency keys), wherever a process may charge. */
export const preparePayments = (db: DataPort) => createSandboxRepository(db).ensureIndexes();

/**
 * The payments area's composition root: the payment provider of this process, built once by `areas.ts` and
 * handed to every area that charges. Stripe when STRIPE_SECRET_KEY is set (production requires it; `npm start`
 * and e2e point it at the payment stand-in), else the in-process sandbox (the API's unit tests; no card network
 * is reachable from here). Stripe cannot save UPI ids yet (decision 020): outside production they stay with
 * the sandbox, so the UPI journey still runs locally (decision 051).
 */
export function createPaymentProvider(
  db: DataPort,
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'NODE_ENV'>,
): PaymentProvider {
  const sandbox = createSandboxPaymentProvider(db);
  if (!env.STRIPE_SECRET_KEY) return sandbox;
  const stripe = createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  if (env.NODE_ENV === 'production') return stripe;
  return {
    ...stripe,
    tokenizeUpi: sandbox.tokenizeUpi,
    charge: (request) => (isSandboxToken(request.methodToken) ? sandbox : stripe).charge(request),
    refund: (request) => (isSandboxCharge(request.chargeId) ? sandbox : stripe).refund(request),
    ledger: async () => mergeLedgers(...(await Promise.all([stripe.ledger(), sandbox.ledger()]))),
  };
}

/**
 * How browsers enter cards (decision 051): the payment stand-in's element page when PAYMENT_ELEMENT_URL names
 * one (development, e2e), else Stripe Elements with the publishable key; without a key, nowhere.
 */
export function cardEntryConfig(env: Pick<Env, 'STRIPE_PUBLISHABLE_KEY' | 'PAYMENT_ELEMENT_URL'>): CardEntryConfig {
  const { STRIPE_PUBLISHABLE_KEY: publishableKey, PAYMENT_ELEMENT_URL: frameUrl } = env;
  if (!publishableKey) return { kind: 'unavailable' };
  return frameUrl ? { kind: 'frame', publishableKey, frameUrl } : { kind: 'stripe', publishableKey };
}
