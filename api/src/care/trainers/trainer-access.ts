import { ObjectId } from 'mongodb';
import { trainerMessages, type SessionUser } from '../../contracts';
import { Forbidden } from '../../errors';
import { signedInUser } from '../access/care-access';
import type { TrainerRecordDoc, TrainersRepository } from './trainers.repository';

/** A trainer's practice belongs to a pet_trainer with a pet_trainers record. */
export function createTrainerAccess(trainers: TrainersRepository) {
  return {
    async requireTrainer(user: SessionUser | null): Promise<TrainerRecordDoc> {
      const signedIn = signedInUser(user);
      const trainer = signedIn.role === 'pet_trainer' ? await trainers.findByUser(new ObjectId(signedIn.id)) : null;
      if (!trainer) throw new Forbidden(trainerMessages.notTrainer);
      return trainer;
    },
  };
}

export type TrainerAccess = ReturnType<typeof createTrainerAccess>;
