import type { DataPort } from '../data/port';
import { createSandboxRepository } from './sandbox.repository';

/** What the payment provider holds: succeeded charges and refunds, by id (docs/decisions/050). */
export interface ProviderLedger {
  charges: ReadonlyArray<{ chargeId: string; amountMinor: number; currency: string; refundedMinor: number }>;
  refunds: ReadonlyArray<{ refundId: string; chargeId: string; amountMinor: number; currency: string; key: string }>;
}

/** The sandbox provider's records, the provider side of the ledger check (Stripe's would be its API's). */
export async function readSandboxLedger(db: DataPort): Promise<ProviderLedger> {
  const repo = createSandboxRepository(db);
  const [charges, refunds] = await Promise.all([repo.listCharges(), repo.listRefunds()]);
  return {
    charges: charges
      .filter((charge) => charge.status === 'succeeded')
      .map((charge) => ({
        chargeId: charge._id,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        refundedMinor: charge.refundedMinor ?? 0,
      })),
    refunds: refunds.map((refund) => ({
      refundId: refund._id,
      chargeId: refund.chargeId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      key: refund.idempotencyKey,
    })),
  };
}
