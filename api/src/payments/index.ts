import type { DataPort } from '../data/port';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createSandboxRepository } from './sandbox.repository';
import { createStripePaymentProvider } from './stripe-payment-provider';

export * from './payment-provider';
export { createSandboxPaymentProvider } from './sandbox-payment-provider';
export { SANDBOX_TOKENS } from './sandbox.repository';

/** The sandbox provider's indexes (its idempotency keys), wherever a process may charge. */
export const preparePayments = (db: DataPort) => createSandboxRepository(db).ensureIndexes();

/**
 * The payment provider of this process: Stripe when STRIPE_SECRET_KEY is set (production requires it),
 * else the sandbox with its test cards (development and tests; no card network is reachable from here).
 */
export function createPaymentProvider(db: DataPort, env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>) {
  const provider: PaymentProvider = env.STRIPE_SECRET_KEY
    ? createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
    : createSandboxPaymentProvider(db);
  return provider;
}

// Test support for other areas' tests: a local imitation of Stripe's endpoints.
export { startStripeTestServer, STRIPE_TEST_KEY, type StripeTestServer } from './stripe.test-server';
export { STRIPE_MESSAGES } from './stripe-payment-provider';
