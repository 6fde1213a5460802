import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { ROLE_COLLECTIONS, type RoleRecordDoc } from '../../auth/profiles/profiles.repository';

export type VetRecordDoc = RoleRecordDoc<'veterinary_doctor'>;
export type OwnerRecordDoc = RoleRecordDoc<'pet_owner'>;

/** Escapes a user's text for a literal match inside a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

const contains = (text: string) => ({ $regex: escapeRegex(text), $options: 'i' });

/**
 * Read-only views of the role records the vet area shows: veterinary_doctors (the vets) and pet_owners
 * (names on reviews and incoming appointments). Records are created and saved by auth/profiles only.
 */
export function createVetsRepository(db: DataPort) {
  const vets = db.collection<VetRecordDoc>(ROLE_COLLECTIONS.veterinary_doctor);
  const owners = db.collection<OwnerRecordDoc>(ROLE_COLLECTIONS.pet_owner);

  return {
    /** Case-insensitive "contains" on location and specialization (spec section 2), by name. */
    search(filter: { location?: string | undefined; specialization?: string | undefined }) {
      const where: Record<string, unknown> = {};
      if (filter.location?.trim()) where.location = contains(filter.location.trim());
      if (filter.specialization?.trim()) where.specialization = contains(filter.specialization.trim());
      return vets.find(where, { sort: { fullName: 1, _id: 1 } }).toArray();
    },

    findById: (id: ObjectId) => vets.findOne({ _id: id }),

    async findByIds(ids: readonly ObjectId[]): Promise<Map<string, VetRecordDoc>> {
      if (ids.length === 0) return new Map();
      const docs = await vets.find({ _id: { $in: [...ids] } }).toArray();
      return new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
    },

    async ownersByIds(ids: readonly ObjectId[]): Promise<Map<string, OwnerRecordDoc>> {
      if (ids.length === 0) return new Map();
      const docs = await owners.find({ _id: { $in: [...ids] } }).toArray();
      return new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
    },
  };
}

export type VetsRepository = ReturnType<typeof createVetsRepository>;
