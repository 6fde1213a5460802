import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { Logger } from '../../lib/logger';
import { chargeThroughProvider, nextScheduledRetry, RESUME_AFTER_MS, type PaymentProvider } from '../../payments';
import { ACTIVE_STATUSES, type AppointmentDoc, type AppointmentsRepository } from '../booking/appointments.repository';
import type { ChargesRepository, ClaimedCharge } from './charges.repository';
import type { OwnerNotices } from './owner-notices.service';
import type { TeleconsultationPaymentsRepository } from './teleconsultation-payments.repository';

/** The retry policy shared with every scheduled charge (payments area). */
export { RESUME_AFTER_MS, RETRY_DELAYS_MS } from '../../payments';

export const chargeNotices = {
  paid: { title: 'Payment Successful', message: 'Your teleconsultation appointment has been confirmed.' },
  declined: {
    title: 'Payment Failed',
    message:
      'We could not charge your saved payment method for your teleconsultation. We will try again; you can also pay now from your appointments.',
  },
  failed: {
    title: 'Payment Failed',
    message:
      'We could not charge your saved payment method for your teleconsultation. Please pay from your appointments or add another payment method.',
  },
  methodRemoved: 'The saved payment method was removed.',
} as const;

/** How one attempt ended. */
export type AttemptOutcome =
  | { outcome: 'succeeded'; appointment: AppointmentDoc }
  | { outcome: 'declined'; message: string }
  | { outcome: 'cancelled' }
  | { outcome: 'unanswered' };

export interface ChargeServiceDeps {
  charges: ChargesRepository;
  payments: TeleconsultationPaymentsRepository;
  appointments: AppointmentsRepository;
  methods: AuthFacade['paymentMethods'];
  notices: OwnerNotices;
  provider: PaymentProvider;
  log: Logger;
}

/**
 * Charges paid teleconsultations: the automatic charge 24 hours before (`runDue`, called by the job) and
 * Pay Now (`payNow`). Both take the charge with a lease first, so they never overlap; the provider's
 * idempotency key is fixed per attempt, so a run that crashed after charging finds that charge again.
 */
export function createChargeService(deps: ChargeServiceDeps) {
  const { charges, payments, appointments, methods, notices, provider, log } = deps;

  /** One attempt on a claimed charge; leaves the charge settled, queued again or resumable. */
  async function attempt(claimed: ClaimedCharge, source: 'pay_now' | 'scheduled', now: Date): Promise<AttemptOutcome> {
    const { charge } = claimed;
    const appointment = await appointments.findById(charge.appointmentId);
    if (!appointment || appointment.status === 'cancelled' || appointment.paymentStatus === 'completed') {
      await charges.finish(charge, 'cancelled', null, now);
      return { outcome: 'cancelled' };
    }
    const method = await methods.findOwned(appointment.ownerUserId, charge.attemptMethodId ?? charge.paymentMethodId);
    if (!method) return declined(claimed, appointment, chargeNotices.methodRemoved, source, now);

    const answer = await chargeThroughProvider(
      provider,
      {
        methodToken: method.providerToken,
        description: `PetPal teleconsultation ${appointment.appointmentDate} ${appointment.startTime}`,
      },
      claimed,
    );
    if (!answer.answered) {
      log.error('teleconsultation charge unanswered', { chargeId: charge._id.toHexString(), err: answer.message });
      await charges.resumeLater(charge, answer.message, new Date(now.getTime() + RESUME_AFTER_MS), now);
      return { outcome: 'unanswered' };
    }
    const { result } = answer;

    await payments.record({
      _id: new ObjectId(),
      appointmentId: appointment._id,
      amount: charge.amount,
      currency: charge.currency,
      paymentMethod: method._id,
      paymentStatus: result.status,
      providerChargeId: result.chargeId,
      source,
      createdAt: now,
    });
    if (result.status === 'declined') {
      return declined(claimed, appointment, result.declineMessage ?? 'Declined', source, now);
    }

    const paid = await appointments.transition(appointment._id, ACTIVE_STATUSES, {
      paymentStatus: 'completed',
      status: 'confirmed',
      paymentMethodId: method._id,
      updatedAt: now,
    });
    await charges.finish(charge, 'succeeded', null, now);
    if (source === 'scheduled') {
      await notices.notify(appointment.ownerUserId, { ...chargeNotices.paid, appointmentId: appointment._id }, now);
    }
    return { outcome: 'succeeded', appointment: paid ?? appointment };
  }

  async function declined(
    { charge, previousStatus }: ClaimedCharge,
    appointment: AppointmentDoc,
    message: string,
    source: 'pay_now' | 'scheduled',
    now: Date,
  ): Promise<AttemptOutcome> {
    if (source === 'pay_now') {
      // Nothing else changes: the charge goes back to what it was (waiting for its due time, or given up).
      if (previousStatus === 'failed') await charges.finish(charge, 'failed', message, now);
      else await charges.retryLater(charge, message, charge.nextAttemptAt, now);
      return { outcome: 'declined', message };
    }
    const next = nextScheduledRetry(charge.scheduledAttempts, now, appointment.startsAt);
    if (next) {
      await charges.retryLater(charge, message, next, now);
      await notices.notify(appointment.ownerUserId, { ...chargeNotices.declined, appointmentId: appointment._id }, now);
    } else {
      await charges.finish(charge, 'failed', message, now);
      await notices.notify(appointment.ownerUserId, { ...chargeNotices.failed, appointmentId: appointment._id }, now);
    }
    return { outcome: 'declined', message };
  }

  return {
    /** Works through every charge that is due (or whose attempt crashed); answers how many it handled. */
    async runDue(now: () => Date = () => new Date()): Promise<number> {
      let handled = 0;
      for (let claimed = await charges.claimDue(now()); claimed; claimed = await charges.claimDue(now())) {
        // A Pay Now attempt that crashed is resumed as what it was.
        await attempt(claimed, claimed.charge.attemptMethodId ? 'pay_now' : 'scheduled', now());
        handled += 1;
      }
      return handled;
    },

    /** Pay Now of the Payment Required screen. Null while another attempt holds the charge or once paid. */
    async payNow(appointmentId: ObjectId, paymentMethodId: ObjectId, now: Date): Promise<AttemptOutcome | null> {
      const claimed = await charges.claimForPayment(appointmentId, paymentMethodId, now);
      return claimed ? attempt(claimed, 'pay_now', now) : null;
    },
  };
}

export type ChargeService = ReturnType<typeof createChargeService>;
