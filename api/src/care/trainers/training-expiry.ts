import type { ObjectId } from 'mongodb';
import type { TrainersRepository } from './trainers.repository';
import type { TrainingAppointmentsRepository } from './training-appointments.repository';
import type { TrainingChargesRepository } from './training-charges.repository';
import type { TrainingClaimsRepository } from './training-claims.repository';
import type { TrainingNotices } from './training-notices';

export const TRAINING_EXPIRY_BATCH = 100;

export interface TrainingExpiryDeps {
  appointments: TrainingAppointmentsRepository;
  claims: TrainingClaimsRepository;
  charges: TrainingChargesRepository;
  trainers: TrainersRepository;
  notices: TrainingNotices;
  now: () => Date;
}

export type TrainingExpiry = ReturnType<typeof createTrainingExpiry>;

/**
 * Marks pending online requests past their deadline expired, cancels their charge, frees the trainer's
 * time and tells the owner. Each moves by a conditional update, so of several API processes exactly one
 * expires it and its owner hears once.
 */
export function createTrainingExpiry({ appointments, claims, charges, trainers, notices, now }: TrainingExpiryDeps) {
  return {
    async runDue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const at = now();
        const due = await appointments.dueForExpiry(at, TRAINING_EXPIRY_BATCH);
        const ids = new Map<string, ObjectId>(due.map((doc) => [doc.petTrainerId.toHexString(), doc.petTrainerId]));
        const names = await trainers.findByIds([...ids.values()]);
        for (const doc of due) {
          const done = await appointments.transition(
            doc._id,
            { status: 'pending', expiresAt: { $lte: at } },
            {
              status: 'expired',
              ...(doc.paymentRequired ? { paymentStatus: 'cancelled' as const } : {}),
              updatedAt: at,
            },
          );
          if (!done) continue;
          expired++;
          await charges.cancelPending(done._id, at);
          await claims.release(done._id);
          await notices.expired(done, names.get(doc.petTrainerId.toHexString())?.fullName ?? 'The pet trainer', at);
        }
        if (due.length < TRAINING_EXPIRY_BATCH) return expired;
      }
    },
  };
}
