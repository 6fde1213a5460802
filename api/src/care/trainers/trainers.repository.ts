import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import type { SessionUser } from '@petpal/contracts';
import type { AppError } from '../../errors';

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
    /** A listed trainer (verified, account not suspended), or null: their page and booking answer 404. */
    findById: (id: ObjectId) => auth.records.findListed('pet_trainer', id),
    findByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_trainer', ids),
    findByUser: (userId: ObjectId) => auth.records.findByUser('pet_trainer', userId),
    /** A trainer record changed (null: any): their cached slots are stale. */
    onChange: (listener: (id: ObjectId | null) => void) => auth.records.onChange('pet_trainer', listener),
    /** The caller's verified record (auth's one provider guard, docs/decisions/052); `mismatch` for another role. */
    requireVerified: (user: SessionUser | null, mismatch: () => AppError) =>
      auth.providers.requireVerified(user, 'pet_trainer', mismatch),
  };
}

export type TrainersRepository = ReturnType<typeof createTrainersRepository>;
