import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';

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
    findById: (id: ObjectId) => auth.records.findById('pet_stylist', id),
    findByIds: (ids: readonly ObjectId[]) => auth.records.findByIds('pet_stylist', ids),
    findByUser: (userId: ObjectId) => auth.records.findByUser('pet_stylist', userId),
    /** Calls `listener` when a stylist's record changes (null: unknown which). */
    onChange: (listener: (id: ObjectId | null) => void) => auth.records.onChange('pet_stylist', listener),
  };
}

export type StylistsRepository = ReturnType<typeof createStylistsRepository>;
