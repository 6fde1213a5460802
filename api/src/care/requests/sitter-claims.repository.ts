import type { ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const SITTER_CLAIMS_COLLECTION = 'pet_sitter_claims';

/**
 * One 5-minute cell of a sitter's time held by an accepted request. Unique per (sitterId, cell), so two
 * requests that overlap by even one cell cannot both be accepted (DESIGN.md: double booking impossible
 * by construction). `attemptId` tells one accept's claims from another's while it runs.
 */
export interface SitterClaimDoc {
  _id: ObjectId;
  sitterId: ObjectId;
  /** Start of the cell, in epoch minutes. */
  cell: number;
  requestId: ObjectId;
  attemptId: ObjectId;
  createdAt: Date;
}

/** The driver reports a duplicate inside insertMany as a bulk error whose write errors carry 11000. */
function isBulkDuplicate(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('writeErrors' in error)) return false;
  const writeErrors = (error as { writeErrors: unknown }).writeErrors;
  return (Array.isArray(writeErrors) ? writeErrors : [writeErrors]).some((e) => isDuplicateKeyError(e));
}

/** The only code that touches `pet_sitter_claims`. */
export function createSitterClaimsRepository(db: DataPort) {
  const claims = db.collection<SitterClaimDoc>(SITTER_CLAIMS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await claims.createIndex({ sitterId: 1, cell: 1 }, { unique: true, name: 'sitter_cell_unique' });
      await claims.createIndex({ requestId: 1 }, { name: 'request' });
      await claims.createIndex({ attemptId: 1 }, { name: 'attempt' });
    },

    /**
     * Claims `cells` for the request in ascending order, so that of any set of overlapping accepts one
     * always gets every cell. False when another request holds one; this attempt's own claims are then
     * removed (MongoDB's ordered insertMany keeps the writes before the failure; the embedded engine
     * writes all or nothing).
     */
    async claim(
      sitterId: ObjectId,
      requestId: ObjectId,
      attemptId: ObjectId,
      cells: readonly number[],
      now: Date,
    ): Promise<boolean> {
      const docs = [...cells]
        .sort((a, b) => a - b)
        .map((cell) => ({ sitterId, cell, requestId, attemptId, createdAt: now }));
      try {
        await claims.insertMany(docs as SitterClaimDoc[]);
        return true;
      } catch (error) {
        await claims.deleteMany({ attemptId });
        if (isDuplicateKeyError(error) || isBulkDuplicate(error)) return false;
        throw error;
      }
    },

    /** Frees what an accept attempt claimed (its request was answered or expired meanwhile). */
    releaseAttempt: async (attemptId: ObjectId) => void (await claims.deleteMany({ attemptId })),

    /** Frees a request's time (cancelled, declined or expired). */
    release: async (requestId: ObjectId) => void (await claims.deleteMany({ requestId })),

    /** True when any of `cells` (ascending) is held for the sitter already. */
    async anyTaken(sitterId: ObjectId, cells: readonly number[]): Promise<boolean> {
      if (cells.length === 0) return false;
      const wanted = new Set(cells);
      const held = await claims
        .find({ sitterId, cell: { $gte: cells[0]!, $lte: cells[cells.length - 1]! } }, { projection: { cell: 1 } })
        .toArray();
      return held.some((claim) => wanted.has(claim.cell));
    },

    /** Request ids of claims made before `before` (candidates for the orphan sweep). */
    async requestIdsBefore(before: Date): Promise<ObjectId[]> {
      const docs = await claims.find({ createdAt: { $lt: before } }, { projection: { requestId: 1 } }).toArray();
      return [...new Map(docs.map((doc) => [doc.requestId.toHexString(), doc.requestId])).values()];
    },

    async releaseMany(requestIds: readonly ObjectId[], before: Date): Promise<number> {
      if (requestIds.length === 0) return 0;
      const { deletedCount } = await claims.deleteMany({
        requestId: { $in: [...requestIds] },
        createdAt: { $lt: before },
      });
      return deletedCount;
    },

    deleteBySitter: async (sitterId: ObjectId) => void (await claims.deleteMany({ sitterId })),
  };
}

export type SitterClaimsRepository = ReturnType<typeof createSitterClaimsRepository>;
