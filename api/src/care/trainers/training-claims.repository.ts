import type { ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const TRAINING_CLAIMS_COLLECTION = 'training_slot_claims';

/**
 * One 30-minute cell of a trainer's time held by a pending or confirmed session. Unique per
 * (trainerId, cell), so two sessions that overlap cannot both be booked (DESIGN.md: double booking
 * impossible by construction).
 */
export interface TrainingClaimDoc {
  _id: ObjectId;
  trainerId: ObjectId;
  /** Start of the cell, in epoch minutes. */
  cell: number;
  appointmentId: ObjectId;
  createdAt: Date;
}

function isBulkDuplicate(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('writeErrors' in error)) return false;
  const writeErrors = (error as { writeErrors: unknown }).writeErrors;
  return (Array.isArray(writeErrors) ? writeErrors : [writeErrors]).some((e) => isDuplicateKeyError(e));
}

/** The only code that touches `training_slot_claims`. */
export function createTrainingClaimsRepository(db: DataPort) {
  const claims = db.collection<TrainingClaimDoc>(TRAINING_CLAIMS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await claims.createIndex({ trainerId: 1, cell: 1 }, { unique: true, name: 'trainer_cell_unique' });
      await claims.createIndex({ appointmentId: 1 }, { name: 'appointment' });
    },

    /**
     * Claims `cells` (ascending) for the session; false when another session holds one, and then this
     * session's own claims are removed again.
     */
    async claim(trainerId: ObjectId, appointmentId: ObjectId, cells: readonly number[], now: Date): Promise<boolean> {
      const docs = [...cells].sort((a, b) => a - b).map((cell) => ({ trainerId, cell, appointmentId, createdAt: now }));
      try {
        await claims.insertMany(docs as TrainingClaimDoc[]);
        return true;
      } catch (error) {
        await claims.deleteMany({ appointmentId });
        if (isDuplicateKeyError(error) || isBulkDuplicate(error)) return false;
        throw error;
      }
    },

    /** Frees a session's time (cancelled, declined or expired). */
    release: async (appointmentId: ObjectId) => void (await claims.deleteMany({ appointmentId })),

    deleteByTrainer: async (trainerId: ObjectId) => void (await claims.deleteMany({ trainerId })),
  };
}

export type TrainingClaimsRepository = ReturnType<typeof createTrainingClaimsRepository>;
