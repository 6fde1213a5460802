import type { DataPort } from '../../data/port';
import type { LedgerEntry } from '../../payments';
import { createTrainingChargesRepository } from './training-charges.repository';

/**
 * Every charged online training session (amounts already in paise). No refunds: a paid session cannot be
 * cancelled (it is charged only once the 24-hour cancel window has closed; docs/decisions/050).
 */
export async function readTrainingLedger(db: DataPort): Promise<LedgerEntry[]> {
  const charges = await createTrainingChargesRepository(db).listSucceeded();
  return charges.map((charge) => ({
    source: `training:${charge.appointmentId.toHexString()}`,
    chargeId: null,
    currency: charge.currency,
    paidMinor: charge.amount,
    refundedMinor: 0,
    refundId: null,
  }));
}
