import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import type { SessionUser } from '@petpal/contracts';
import type { AppError } from '../../errors';

/** A sitter's profile: auth's pet_sitters record. */
export type SitterRecordDoc = RoleRecordDoc<'pet_sitter'>;

/**
 * The only code in care that reads sitters' profiles. They are auth's role records, so every read goes
 * through the auth facade; care never writes them.
 */
export function createSittersRepository(auth: AuthFacade) {
  return {
    /** Sitters whose location contains `location` (case-insensitive; blank matches all), sorted by name. */
    search: (location: string | undefined) => auth.records.search('pet_sitter', { location }),
    /** A listed sitter (verified, account not suspended), or null: their page and booking answer 404. */
    findById: (id: ObjectId) => auth.records.findListed('pet_sitter', id),
    /** By id (hex). */
    findByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_sitter', ids),
    findByUser: (userId: ObjectId) => auth.records.findByUser('pet_sitter', userId),
    /** The caller's verified record (auth's one provider guard, docs/decisions/052); `mismatch` for another role. */
    requireVerified: (user: SessionUser | null, mismatch: () => AppError) =>
      auth.providers.requireVerified(user, 'pet_sitter', mismatch),
  };
}

export type SittersRepository = ReturnType<typeof createSittersRepository>;
