import type { DataPort } from '../../data/port';
import { type ClaimDoc, createClaimGrid } from '../../scheduling';

export const TRAINING_CLAIMS_COLLECTION = 'training_slot_claims';

/** One 15-minute cell of a trainer's time held by a pending or confirmed session; unique per (trainerId, cell). */
export type TrainingClaimDoc = ClaimDoc<'trainerId'>;

/** The trainers' claim grid (the scheduling engine's), in `training_slot_claims`. */
export function createTrainingClaimsRepository(db: DataPort) {
  const grid = createClaimGrid(db, {
    collection: TRAINING_CLAIMS_COLLECTION,
    providerField: 'trainerId',
    uniqueIndex: 'trainer_cell_unique',
  });
  return { ...grid, deleteByTrainer: grid.deleteByProvider };
}

export type TrainingClaimsRepository = ReturnType<typeof createTrainingClaimsRepository>;
