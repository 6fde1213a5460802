import type { Binary, ObjectId } from 'mongodb';
import type { PetSpecies } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const PETS_COLLECTION = 'pets';
export const PET_PHOTOS_COLLECTION = 'pet_photos';

/** A pet of a pet owner record (`ownerId` is the pet_owners document's id, not the user's). */
export interface PetDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  name: string;
  breed: string;
  species: PetSpecies;
  sizeLbs: number;
  hasPhoto: boolean;
  createdAt: Date;
}

/** A pet's photo, apart from the pet so that every pet list stays small. `_id` is the pet's id. */
export interface PetPhotoDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  contentType: string;
  data: Binary;
}

/** The only code that touches `pets` and `pet_photos`. */
export function createPetsRepository(db: DataPort) {
  const pets = db.collection<PetDoc>(PETS_COLLECTION);
  const photos = db.collection<PetPhotoDoc>(PET_PHOTOS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await pets.createIndex({ ownerId: 1, createdAt: 1 }, { name: 'owner_created' });
      await photos.createIndex({ ownerId: 1 }, { name: 'owner' });
    },

    listByOwner: (ownerId: ObjectId) => pets.find({ ownerId }, { sort: { createdAt: 1 } }).toArray(),

    countByOwner: (ownerId: ObjectId) => pets.countDocuments({ ownerId }),

    /** Stores the pet, then its photo; a failed photo write takes the pet back out. */
    async insert(pet: PetDoc, photo: Omit<PetPhotoDoc, '_id' | 'ownerId'> | null): Promise<void> {
      await pets.insertOne(pet);
      if (!photo) return;
      try {
        await photos.insertOne({ _id: pet._id, ownerId: pet.ownerId, ...photo });
      } catch (error) {
        await pets.deleteOne({ _id: pet._id });
        throw error;
      }
    },

    /** Deletes the owner's pet and its photo; false when the owner has no such pet. */
    async deleteOwned(id: ObjectId, ownerId: ObjectId): Promise<boolean> {
      const { deletedCount } = await pets.deleteOne({ _id: id, ownerId });
      if (deletedCount === 0) return false;
      await photos.deleteOne({ _id: id, ownerId });
      return true;
    },

    findPhoto: (id: ObjectId, ownerId: ObjectId) => photos.findOne({ _id: id, ownerId }),
  };
}

export type PetsRepository = ReturnType<typeof createPetsRepository>;
