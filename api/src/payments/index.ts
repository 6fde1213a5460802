/** The payments area's public facade: the provider interface, the process's provider, the test payment method ids. */
export * from './payment-provider';
export { cardEntryConfig, createPaymentProvider, preparePayments } from './payments-area';
export { createSandboxPaymentProvider } from './sandbox-payment-provider';
export { SANDBOX_TOKENS } from './sandbox.repository';

// Test support for other areas' tests: a local imitation of Stripe's endpoints.
export {
  startStripeTestServer,
  STRIPE_TEST_KEY,
  STRIPE_TEST_PUBLISHABLE_KEY,
  type StripeTestServer,
} from './stripe.test-server';
export { TEST_PAYMENT_METHODS } from './test-payment-methods';
export { STRIPE_MESSAGES } from './stripe-payment-provider';
export * from './scheduled-charges';
export * from './booking-refunds';
export type { LedgerEntry } from './ledger-entry';
