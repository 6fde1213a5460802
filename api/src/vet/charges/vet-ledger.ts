import type { DataPort } from '../../data/port';
import type { LedgerEntry } from '../../payments';
import { createAppointmentsRepository } from '../booking/appointments.repository';
import { createTeleconsultationPaymentsRepository } from './teleconsultation-payments.repository';

/** Every paid teleconsultation (fees are stored in rupees) and its refund once made (the vet's ledger side). */
export async function readVetLedger(db: DataPort): Promise<LedgerEntry[]> {
  const [payments, refunded] = await Promise.all([
    createTeleconsultationPaymentsRepository(db).listSucceeded(),
    createAppointmentsRepository(db).listRefunded(),
  ]);
  const refunds = new Map(refunded.map((doc) => [doc._id.toHexString(), doc.refund]));
  return payments.map((payment) => {
    const refund = refunds.get(payment.appointmentId.toHexString());
    const made = refund?.status === 'refunded' && refund.chargeId === payment.providerChargeId;
    return {
      source: `teleconsultation:${payment.appointmentId.toHexString()}`,
      chargeId: payment.providerChargeId,
      currency: payment.currency,
      paidMinor: Math.round(payment.amount * 100),
      refundedMinor: made ? refund.amountMinor : 0,
      refundId: made ? refund.refundId : null,
    };
  });
}
