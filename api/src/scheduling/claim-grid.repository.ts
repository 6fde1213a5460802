import { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';

/**
 * One claim document: a 5-minute cell (epoch minutes, UTC) of one provider, held by one appointment. The
 * provider's id sits under the field the provider kind names (`vetId`, `stylistId`).
 */
export type ClaimDoc<Field extends string> = {
  _id: ObjectId;
  cell: number;
  appointmentId: ObjectId;
  createdAt: Date;
} & { [K in Field]: ObjectId };

export interface ClaimGridOptions<Field extends string> {
  /** The collection of this provider kind's claims (e.g. veterinary_slot_claims). */
  collection: string;
  /** The field holding the provider's id. */
  providerField: Field;
  /** Name of the unique (provider, cell) index. */
  uniqueIndex: string;
}

/**
 * The claim grid of one provider kind (DESIGN.md: double booking impossible by construction): one document
 * per 5-minute cell an active appointment covers, unique per (provider, cell), so two bookings that overlap
 * by even one cell cannot both be stored. The only code that touches the claim collection it is given.
 */
export function createClaimGrid<Field extends string>(db: DataPort, options: ClaimGridOptions<Field>) {
  const { providerField } = options;
  const claims = db.collection<ClaimDoc<Field>>(options.collection);
  const byProvider = (providerId: ObjectId) => ({ [providerField]: providerId }) as never;

  return {
    async ensureIndexes(): Promise<void> {
      await claims.createIndex({ [providerField]: 1, cell: 1 }, { unique: true, name: options.uniqueIndex });
      await claims.createIndex({ appointmentId: 1 }, { name: 'appointment' });
      await claims.createIndex({ createdAt: 1 }, { name: 'created' });
    },

    /**
     * Claims `cells` for the appointment. False when another appointment holds one of them; whatever this
     * call did insert is then removed again (MongoDB's ordered insertMany keeps the writes before the
     * failure; the embedded engine writes all or nothing).
     */
    async claim(providerId: ObjectId, appointmentId: ObjectId, cells: readonly number[], now: Date): Promise<boolean> {
      const docs = [...cells]
        .sort((a, b) => a - b)
        .map(
          (cell) =>
            ({
              _id: new ObjectId(),
              [providerField]: providerId,
              cell,
              appointmentId,
              createdAt: now,
            }) as ClaimDoc<Field>,
        );
      try {
        await claims.insertMany(docs as never);
        return true;
      } catch (error) {
        await claims.deleteMany({ appointmentId } as never);
        if (isDuplicateKeyError(error) || isBulkDuplicate(error)) return false;
        throw error;
      }
    },

    async release(appointmentId: ObjectId): Promise<void> {
      await claims.deleteMany({ appointmentId } as never);
    },

    /** Distinct appointment ids of claims created before `before` (candidates for the orphan sweep). */
    async appointmentIdsBefore(before: Date): Promise<ObjectId[]> {
      const docs = await claims
        .find({ createdAt: { $lt: before } } as never, { projection: { appointmentId: 1 } })
        .toArray();
      const unique = new Map(docs.map((doc) => [doc.appointmentId.toHexString(), doc.appointmentId]));
      return [...unique.values()];
    },

    async releaseMany(appointmentIds: readonly ObjectId[], before: Date): Promise<number> {
      if (appointmentIds.length === 0) return 0;
      const { deletedCount } = await claims.deleteMany({
        appointmentId: { $in: [...appointmentIds] },
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
 * Deletes claims (older than a minute) whose appointment is missing or no longer active; answers how many.
 * `activeAmong` answers which of the given appointment ids are still pending or confirmed.
 */
export async function sweepOrphanClaims(
  {
    claims,
    appointments,
  }: {
    claims: Pick<ClaimGrid, 'appointmentIdsBefore' | 'releaseMany'>;
    appointments: { activeAmong(ids: readonly ObjectId[]): Promise<ObjectId[]> };
  },
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_CLAIM_AGE_MS);
  const candidates = await claims.appointmentIdsBefore(before);
  const active = new Set((await appointments.activeAmong(candidates)).map((id) => id.toHexString()));
  return claims.releaseMany(
    candidates.filter((id) => !active.has(id.toHexString())),
    before,
  );
}
