import { vetMessages } from '@petpal/contracts';
import { Conflict } from '../../errors';
import type { ProviderCache } from '../../scheduling';
import { pendingBookingRefund } from '../../payments';
import { teleconsultationRefundKey, type AppointmentRefunds } from '../charges/appointment-refunds';
import type { TeleconsultationPaymentsRepository } from '../charges/teleconsultation-payments.repository';
import { ACTIVE_STATUSES, type AppointmentDoc, type AppointmentsRepository } from './appointments.repository';
import type { SlotClaimsRepository } from './slot-claims.repository';

export interface CancelPaidDeps {
  appointments: AppointmentsRepository;
  claims: SlotClaimsRepository;
  paid: Pick<TeleconsultationPaymentsRepository, 'findSucceeded'>;
  refunds: Pick<AppointmentRefunds, 'settle'>;
  cache: ProviderCache;
}

/**
 * Cancels a paid teleconsultation (the caller checked it is more than 24 hours ahead) and refunds its charge
 * in full (docs/decisions/050): the refund is stored pending in the same conditional write that cancels, so
 * a cancel racing another cancel refunds once, and a refund the provider did not make is retried by the job.
 */
export async function cancelPaidAppointment(deps: CancelPaidDeps, doc: AppointmentDoc, now: Date) {
  const paid = await deps.paid.findSucceeded(doc._id);
  if (!paid) throw new Conflict(vetMessages.paidCancel, 'paid_cancel');
  const refund = pendingBookingRefund(
    {
      chargeId: paid.providerChargeId,
      amountMinor: Math.round(paid.amount * 100),
      currency: paid.currency,
      idempotencyKey: teleconsultationRefundKey(doc),
    },
    now,
  );
  const cancelled = await deps.appointments.transition(
    doc._id,
    ACTIVE_STATUSES,
    { status: 'cancelled', refund, updatedAt: now },
    { paymentStatus: 'completed', refund: { $exists: false } },
  );
  if (!cancelled) return null;
  await deps.claims.release(doc._id);
  deps.cache.invalidate(doc.vetId.toHexString());
  return deps.refunds.settle(cancelled);
}
