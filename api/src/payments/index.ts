import type { DataPort } from '../data/port';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';

export * from './payment-provider';
export { createSandboxRepository } from './sandbox.repository';

/** The payment provider of this platform: the sandbox (no card network is reachable from here). */
export function createPaymentProvider(db: DataPort): PaymentProvider {
  return createSandboxPaymentProvider(db);
}
