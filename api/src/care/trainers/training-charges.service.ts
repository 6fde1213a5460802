import type { AuthFacade } from '../../auth';
import type { Logger } from '../../lib/logger';
import {
  chargeThroughProvider,
  nextScheduledRetry,
  RESUME_AFTER_MS,
  type ClaimedCharge,
  type PaymentProvider,
} from '../../payments';
import type { TrainingAppointmentsRepository } from './training-appointments.repository';
import type { TrainingChargesRepository } from './training-charges.repository';
import type { TrainingClaimsRepository } from './training-claims.repository';
import type { TrainingNotices } from './training-notices';

/** A charge due while its request still waits for the trainer is looked at again this often. */
export const AWAITING_TRAINER_RECHECK_MS = 5 * 60_000;

export interface TrainingChargesDeps {
  charges: TrainingChargesRepository;
  appointments: TrainingAppointmentsRepository;
  claims: TrainingClaimsRepository;
  methods: AuthFacade['paymentMethods'];
  provider: PaymentProvider;
  notices: TrainingNotices;
  log: Logger;
  now: () => Date;
}

export type TrainingChargesService = ReturnType<typeof createTrainingChargesService>;

/**
 * Charges online training 24 hours before it starts (spec sections 4 and 9) through the payments area's
 * scheduled-charge queue and provider: the same lease, idempotency keys and retry policy as the vet's
 * teleconsultations (decision 023). Only a session the trainer has confirmed is charged; one still
 * pending waits (it expires unanswered at the latest when it starts); a cancelled, declined or expired
 * one is never charged. A charge that fails for good cancels the session and frees the trainer.
 */
export function createTrainingChargesService(deps: TrainingChargesDeps) {
  const { charges, appointments, claims, methods, provider, notices, log, now } = deps;

  async function attempt(claimed: ClaimedCharge, at: Date): Promise<void> {
    const { charge } = claimed;
    const doc = await appointments.findById(charge.appointmentId);
    if (!doc || doc.status === 'cancelled' || doc.status === 'declined' || doc.status === 'expired') {
      return charges.finish(charge, 'cancelled', null, at);
    }
    if (doc.paymentStatus === 'completed') return charges.finish(charge, 'succeeded', null, at);
    if (doc.status === 'pending') {
      if (doc.expiresAt && doc.expiresAt <= at) return charges.finish(charge, 'cancelled', null, at);
      const recheck = new Date(at.getTime() + AWAITING_TRAINER_RECHECK_MS);
      return charges.postpone(charge, doc.expiresAt && doc.expiresAt < recheck ? doc.expiresAt : recheck, at);
    }

    const method = await methods.findOwned(doc.ownerUserId, charge.paymentMethodId);
    let declineMessage: string | null = null;
    if (!method) declineMessage = 'The saved payment method was removed.';
    else {
      const answer = await chargeThroughProvider(
        provider,
        {
          methodToken: method.providerToken,
          description: `PetPal online training ${doc.appointmentDate} ${doc.startTime}`,
        },
        claimed,
        charge.amount,
      );
      if (!answer.answered) {
        log.error('training charge unanswered', { chargeId: charge._id.toHexString(), err: answer.message });
        return charges.resumeLater(charge, answer.message, new Date(at.getTime() + RESUME_AFTER_MS), at);
      }
      if (answer.result.status === 'succeeded') {
        const paid = await appointments.transition(
          doc._id,
          { status: 'confirmed' },
          { paymentStatus: 'completed', updatedAt: at },
        );
        await charges.finish(charge, 'succeeded', null, at);
        if (paid) await notices.paid(paid, at);
        return;
      }
      declineMessage = answer.result.declineMessage ?? 'Declined';
    }

    const next = nextScheduledRetry(charge.scheduledAttempts, at, doc.startsAt);
    if (next) {
      await charges.retryLater(charge, declineMessage, next, at);
      await notices.paymentDeclined(doc, at);
      return;
    }
    await charges.finish(charge, 'failed', declineMessage, at);
    const cancelled = await appointments.transition(
      doc._id,
      { status: 'confirmed' },
      { status: 'cancelled', paymentStatus: 'failed', updatedAt: at },
    );
    if (cancelled) {
      await claims.release(doc._id);
      await notices.paymentFailed(cancelled, at);
    }
  }

  return {
    /** Works through every training charge that is due (or whose attempt crashed); answers how many. */
    async runDue(): Promise<number> {
      let handled = 0;
      for (let claimed = await charges.claimDue(now()); claimed; claimed = await charges.claimDue(now())) {
        await attempt(claimed, now());
        handled += 1;
      }
      return handled;
    },
  };
}
