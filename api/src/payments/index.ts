/** The payments area's public facade: the provider interface, the process's provider, the sandbox's test cards. */
export * from './payment-provider';
export { createPaymentProvider, preparePayments } from './payments-area';
export { createSandboxPaymentProvider } from './sandbox-payment-provider';
export { SANDBOX_TOKENS } from './sandbox.repository';

// Test support for other areas' tests: a local imitation of Stripe's endpoints.
export { startStripeTestServer, STRIPE_TEST_KEY, type StripeTestServer } from './stripe.test-server';
export { STRIPE_MESSAGES } from './stripe-payment-provider';
export * from './scheduled-charges';
export * from './booking-refunds';
export { readSandboxLedger, type ProviderLedger } from './provider-ledger';
export type { LedgerEntry } from './ledger-entry';
