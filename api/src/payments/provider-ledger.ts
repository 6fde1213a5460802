import type { DataPort } from '../data/port';
import { createSandboxRepository } from './sandbox.repository';

/**
 * What a payment provider holds, as its own records say (docs/decisions/050): succeeded charges with what of
 * each was refunded, and refunds, by the provider's ids. Amounts in minor units, currencies ISO 4217 upper case.
 */
export interface ProviderLedger {
  charges: ReadonlyArray<{ chargeId: string; amountMinor: number; currency: string; refundedMinor: number }>;
  refunds: ReadonlyArray<{ refundId: string; chargeId: string; amountMinor: number; currency: string }>;
}

/** Both ledgers of a process that charges through two providers (Stripe for cards, the sandbox for UPI). */
export function mergeLedgers(...ledgers: readonly ProviderLedger[]): ProviderLedger {
  return {
    charges: ledgers.flatMap((ledger) => ledger.charges),
    refunds: ledgers.flatMap((ledger) => ledger.refunds),
  };
}

/** The sandbox provider's records: its succeeded charges and its refunds. */
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
    })),
  };
}
