import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';

/** One document per 5-minute cell an active appointment covers; unique on (vetId, cell). */
export const SLOT_CLAIMS_COLLECTION = 'veterinary_slot_claims';

export interface SlotClaimDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** Start of the 5-minute cell as epoch minutes (UTC), so zones and DST never alias two cells. */
  cell: number;
  appointmentId: ObjectId;
  createdAt: Date;
}

/**
 * The only code that touches `veterinary_slot_claims`: one document per 5-minute cell an active
 * appointment covers, unique per (vetId, cell), so two bookings that overlap by even one cell cannot both
 * be stored (DESIGN.md: double booking impossible by construction).
 */
export function createSlotClaimsRepository(db: DataPort) {
  const claims = db.collection<SlotClaimDoc>(SLOT_CLAIMS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await claims.createIndex({ vetId: 1, cell: 1 }, { unique: true, name: 'vet_cell_unique' });
      await claims.createIndex({ appointmentId: 1 }, { name: 'appointment' });
      await claims.createIndex({ createdAt: 1 }, { name: 'created' });
    },

    /**
     * Claims `cells` (ascending) for the appointment. False when another appointment holds one of them;
     * whatever this call did insert is then removed again (MongoDB's ordered insertMany keeps the writes
     * before the failure; the embedded engine writes all or nothing).
     */
    async claim(vetId: ObjectId, appointmentId: ObjectId, cells: readonly number[], now: Date): Promise<boolean> {
      const docs = [...cells]
        .sort((a, b) => a - b)
        .map((cell): SlotClaimDoc => ({ _id: new ObjectId(), vetId, cell, appointmentId, createdAt: now }));
      try {
        await claims.insertMany(docs);
        return true;
      } catch (error) {
        await claims.deleteMany({ appointmentId });
        if (isDuplicateKeyError(error) || isBulkDuplicate(error)) return false;
        throw error;
      }
    },

    async release(appointmentId: ObjectId): Promise<void> {
      await claims.deleteMany({ appointmentId });
    },

    /** Distinct appointment ids of claims created before `before` (candidates for the orphan sweep). */
    async appointmentIdsBefore(before: Date): Promise<ObjectId[]> {
      const docs = await claims.find({ createdAt: { $lt: before } }, { projection: { appointmentId: 1 } }).toArray();
      const unique = new Map(docs.map((doc) => [doc.appointmentId.toHexString(), doc.appointmentId]));
      return [...unique.values()];
    },

    async releaseMany(appointmentIds: readonly ObjectId[], before: Date): Promise<number> {
      if (appointmentIds.length === 0) return 0;
      const { deletedCount } = await claims.deleteMany({
        appointmentId: { $in: [...appointmentIds] },
        createdAt: { $lt: before },
      });
      return deletedCount;
    },

    async deleteByVet(vetId: ObjectId): Promise<void> {
      await claims.deleteMany({ vetId });
    },
  };
}

/** The driver reports a duplicate inside insertMany as a bulk write error whose write errors carry 11000. */
function isBulkDuplicate(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('writeErrors' in error)) return false;
  const writeErrors = (error as { writeErrors: unknown }).writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.some((e) => isDuplicateKeyError(e));
}

export type SlotClaimsRepository = ReturnType<typeof createSlotClaimsRepository>;
