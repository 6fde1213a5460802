import { trainerMessages, type SessionUser } from '@petpal/contracts';
import { Forbidden } from '../../errors';
import type { TrainerRecordDoc, TrainersRepository } from './trainers.repository';

/** A trainer's practice belongs to a verified pet_trainer (docs/decisions/052). */
export function createTrainerAccess(trainers: TrainersRepository) {
  return {
    requireTrainer: (user: SessionUser | null): Promise<TrainerRecordDoc> =>
      trainers.requireVerified(user, () => new Forbidden(trainerMessages.notTrainer)),
  };
}

export type TrainerAccess = ReturnType<typeof createTrainerAccess>;
