import { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';

/**
 * One claim document: a cell (epoch minutes, UTC; 5 minutes wide unless the area's grid is coarser) of one
 * provider, held by one booking. The provider's id sits under the field the provider kind names (`vetId`,
 * `stylistId`, `trainerId`, `sitterId`), the booking's under `Holder` (`appointmentId`, or a sitter's
 * `requestId`). `attemptId` (sitters) tells one accept's claims from another's while it runs.
 */
export type ClaimDoc<Field extends string, Holder extends string = 'appointmentId'> = {
  _id: ObjectId;
  cell: number;
  createdAt: Date;
  attemptId?: ObjectId;
} & { [K in Field]: ObjectId } & { [K in Holder]: ObjectId };

export interface ClaimGridOptions<Field extends string, Holder extends string> {
  /** The collection of this provider kind's claims (e.g. veterinary_slot_claims). */
  collection: string;
  /** The field holding the provider's id. */
  providerField: Field;
  /** The field holding the booking's id; `appointmentId` when omitted. */
  holderField?: Holder;
  /** Name of the unique (provider, cell) index. */
  uniqueIndex: string;
  /** Name of the holder's index; `appointment` when omitted. */
  holderIndex?: string;
  /** Claims carry an `attemptId` (several accepts of one booking may race): index it. */
  attempts?: boolean;
}

/**
 * The claim grid of one provider kind (DESIGN.md: double booking impossible by construction): one document
 * per cell an active booking covers, unique per (provider, cell), so two bookings that overlap by even one
 * cell cannot both be stored, and a retried or raced claim books once. Vets, stylists, trainers and sitters
 * each keep their own collection and call this one mechanism; it is the only code that touches them.
 */
export function createClaimGrid<Field extends string, Holder extends string = 'appointmentId'>(
  db: DataPort,
  options: ClaimGridOptions<Field, Holder>,
) {
  const { providerField } = options;
  const holderField = options.holderField ?? 'appointmentId';
  const claims = db.collection<ClaimDoc<Field, Holder>>(options.collection);
  const byProvider = (providerId: ObjectId) => ({ [providerField]: providerId }) as never;
  const byHolder = (holderId: ObjectId) => ({ [holderField]: holderId }) as never;
  const holderOf = (doc: object) => (doc as Record<string, ObjectId>)[holderField]!;

  return {
    async ensureIndexes(): Promise<void> {
      await claims.createIndex({ [providerField]: 1, cell: 1 }, { unique: true, name: options.uniqueIndex });
      await claims.createIndex({ [holderField]: 1 }, { name: options.holderIndex ?? 'appointment' });
      if (options.attempts) await claims.createIndex({ attemptId: 1 }, { name: 'attempt' });
      await claims.createIndex({ createdAt: 1 }, { name: 'created' });
    },

    /**
     * Claims `cells` for the booking, in ascending order, so that of any set of overlapping claims one always
     * gets every cell. False when another booking holds one of them; whatever this call did insert (this
     * attempt's, when `attemptId` is given) is then removed again (MongoDB's ordered insertMany keeps the
     * writes before the failure; the embedded engine writes all or nothing).
     */
    async claim(
      providerId: ObjectId,
      holderId: ObjectId,
      cells: readonly number[],
      now: Date,
      attemptId?: ObjectId,
    ): Promise<boolean> {
      const docs = [...cells]
        .sort((a, b) => a - b)
        .map((cell) => ({
          _id: new ObjectId(),
          [providerField]: providerId,
          cell,
          [holderField]: holderId,
          ...(attemptId ? { attemptId } : {}),
          createdAt: now,
        }));
      try {
        await claims.insertMany(docs as never);
        return true;
      } catch (error) {
        await claims.deleteMany(attemptId ? ({ attemptId } as never) : byHolder(holderId));
        if (isDuplicateKeyError(error) || isBulkDuplicate(error)) return false;
        throw error;
      }
    },

    /** Frees a booking's time (cancelled, declined or expired). */
    async release(holderId: ObjectId): Promise<void> {
      await claims.deleteMany(byHolder(holderId));
    },

    /** Frees what one claim attempt took (its request was answered or expired meanwhile). */
    async releaseAttempt(attemptId: ObjectId): Promise<void> {
      await claims.deleteMany({ attemptId } as never);
    },

    /** True when any of `cells` (ascending) is held for the provider already. */
    async anyTaken(providerId: ObjectId, cells: readonly number[]): Promise<boolean> {
      if (cells.length === 0) return false;
      const wanted = new Set(cells);
      const held = await claims
        .find({ [providerField]: providerId, cell: { $gte: cells[0]!, $lte: cells[cells.length - 1]! } } as never, {
          projection: { cell: 1 },
        })
        .toArray();
      return held.some((claim) => wanted.has(claim.cell));
    },

    /** Distinct booking ids of claims created before `before` (candidates for the orphan sweep). */
    async holderIdsBefore(before: Date): Promise<ObjectId[]> {
      const docs = await claims
        .find({ createdAt: { $lt: before } } as never, { projection: { [holderField]: 1 } })
        .toArray();
      return [...new Map(docs.map((doc) => [holderOf(doc).toHexString(), holderOf(doc)])).values()];
    },

    async releaseMany(holderIds: readonly ObjectId[], before: Date): Promise<number> {
      if (holderIds.length === 0) return 0;
      const { deletedCount } = await claims.deleteMany({
        [holderField]: { $in: [...holderIds] },
        createdAt: { $lt: before },
      } as never);
      return deletedCount;
    },

    async deleteByProvider(providerId: ObjectId): Promise<void> {
      await claims.deleteMany(byProvider(providerId));
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

export type ClaimGrid = ReturnType<typeof createClaimGrid>;

/** A claim this old without an active appointment was left by a crash between two writes. */
export const ORPHAN_CLAIM_AGE_MS = 60 * 1000;

/**
 * Deletes claims (older than a minute) whose booking is missing or no longer active; answers how many.
 * `activeAmong` answers which of the given booking ids still hold their time (pending or confirmed).
 */
export async function sweepOrphanClaims(
  {
    claims,
    appointments,
  }: {
    claims: Pick<ClaimGrid, 'holderIdsBefore' | 'releaseMany'>;
    appointments: { activeAmong(ids: readonly ObjectId[]): Promise<ObjectId[]> };
  },
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_CLAIM_AGE_MS);
  const candidates = await claims.holderIdsBefore(before);
  const active = new Set((await appointments.activeAmong(candidates)).map((id) => id.toHexString()));
  return claims.releaseMany(
    candidates.filter((id) => !active.has(id.toHexString())),
    before,
  );
}
