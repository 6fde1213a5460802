import type { ObjectId } from 'mongodb';
import type { AuthFacade, RoleRecordDoc } from '../../auth';

export type VetRecordDoc = RoleRecordDoc<'veterinary_doctor'>;
export type OwnerRecordDoc = RoleRecordDoc<'pet_owner'>;

/**
 * The role records the vet area shows, read through the auth facade: veterinary_doctors (the vets) and
 * pet_owners (names on reviews and incoming appointments). Only auth/profiles creates and saves them.
 */
export function createVetRecords(records: AuthFacade['records']) {
  return {
    /** Case-insensitive "contains" on location and specialization (spec section 2), by name. */
    search: (filter: { location?: string | undefined; specialization?: string | undefined }) =>
      records.search('veterinary_doctor', { location: filter.location, specialization: filter.specialization }),
    /** A listed vet (verified, not suspended), else null: not shown or booked; findByIds still names them. */
    findById: (id: ObjectId) => records.findListed('veterinary_doctor', id),
    findByIds: (ids: readonly ObjectId[]) => records.findByIds('veterinary_doctor', ids),
    ownersByIds: (ids: readonly ObjectId[]) => records.findByIds('pet_owner', ids),
  };
}

export type VetRecords = ReturnType<typeof createVetRecords>;
