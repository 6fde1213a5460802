import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';
import type { SessionUser } from '@petpal/contracts';
import type { AppError } from '../../errors';

/** A stylist's profile: auth's pet_stylists record. */
export type StylistRecordDoc = RoleRecordDoc<'pet_stylist'>;

/**
 * The only code in care that reads stylists' profiles. They are auth's role records, so every read goes
 * through the auth facade; care never writes them.
 */
export function createStylistsRepository(auth: AuthFacade) {
  return {
    /** Stylists whose location contains `location` (case-insensitive; blank matches all), sorted by name. */
    search: (location: string | undefined) => auth.records.search('pet_stylist', { location }),
    /** A listed stylist (verified, account not suspended), or null: their page and booking answer 404. */
    findById: (id: ObjectId) => auth.records.findListed('pet_stylist', id),
    findByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_stylist', ids),
    findByUser: (userId: ObjectId) => auth.records.findByUser('pet_stylist', userId),
    /** The caller's verified record (auth's one provider guard, docs/decisions/052); `mismatch` for another role. */
    requireVerified: (user: SessionUser | null, mismatch: () => AppError) =>
      auth.providers.requireVerified(user, 'pet_stylist', mismatch),
    /** Calls `listener` when a stylist's record changes (null: unknown which). */
    onChange: (listener: (id: ObjectId | null) => void) => auth.records.onChange('pet_stylist', listener),
  };
}

export type StylistsRepository = ReturnType<typeof createStylistsRepository>;
