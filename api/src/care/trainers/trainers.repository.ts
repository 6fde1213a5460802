import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';

/** A trainer's profile: auth's pet_trainers record. */
export type TrainerRecordDoc = RoleRecordDoc<'pet_trainer'>;

/**
 * The only code in care that reads trainers' profiles. They are auth's role records, so every read goes
 * through the auth facade; care never writes them.
 */
export function createTrainersRepository(auth: AuthFacade) {
  return {
    /** Trainers whose location contains `location` (case-insensitive; blank matches all), sorted by name. */
    search: (location: string | undefined) => auth.records.search('pet_trainer', { location }),
    findById: (id: ObjectId) => auth.records.findById('pet_trainer', id),
    findByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_trainer', ids),
    findByUser: (userId: ObjectId) => auth.records.findByUser('pet_trainer', userId),
  };
}

export type TrainersRepository = ReturnType<typeof createTrainersRepository>;
