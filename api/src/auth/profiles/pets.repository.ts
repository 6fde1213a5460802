import type { Binary, ObjectId } from 'mongodb';
import type { ImageRef, PetSpecies } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const PETS_COLLECTION = 'pets';
/** Photos stored before the image pipeline (decision 083): moved into it at start, then this stays empty. */
export const LEGACY_PET_PHOTOS_COLLECTION = 'pet_photos';

/** A pet of a pet owner record (`ownerId` is the pet_owners document's id, not the user's). */
export interface PetDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  name: string;
  breed: string;
  species: PetSpecies;
  sizeLbs: number;
  hasPhoto: boolean;
  /** The pet's photo in the image pipeline (absent on pets stored before it). */
  photo?: ImageRef | null;
  createdAt: Date;
}

/** A photo as stored before the image pipeline: the bytes in a document, `_id` the pet's id. */
export interface LegacyPetPhotoDoc {
  _id: ObjectId;
  ownerId: ObjectId;
  contentType: string;
  data: Binary;
}

/** The only code that touches `pets` (and the legacy `pet_photos`). */
export function createPetsRepository(db: DataPort) {
  const pets = db.collection<PetDoc>(PETS_COLLECTION);
  const legacyPhotos = db.collection<LegacyPetPhotoDoc>(LEGACY_PET_PHOTOS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await pets.createIndex({ ownerId: 1, createdAt: 1 }, { name: 'owner_created' });
    },

    listByOwner: (ownerId: ObjectId) => pets.find({ ownerId }, { sort: { createdAt: 1 } }).toArray(),

    countByOwner: (ownerId: ObjectId) => pets.countDocuments({ ownerId }),

    insert: (pet: PetDoc) => pets.insertOne(pet),

    findOwned: (id: ObjectId, ownerId: ObjectId) => pets.findOne({ _id: id, ownerId }),

    /** Deletes the owner's pet; the deleted pet, or null when the owner has no such pet. */
    async deleteOwned(id: ObjectId, ownerId: ObjectId): Promise<PetDoc | null> {
      const pet = await pets.findOne({ _id: id, ownerId });
      if (!pet || (await pets.deleteOne({ _id: id, ownerId })).deletedCount === 0) return null;
      return pet;
    },

    /** Legacy photos still to move into the image pipeline. */
    legacyPhotos: () => legacyPhotos.find({}).toArray(),

    /** Moves one legacy photo: the pet keeps `photo` (null when it could not be read), the old document goes. */
    async replaceLegacyPhoto(id: ObjectId, photo: ImageRef | null): Promise<void> {
      await pets.updateOne({ _id: id }, { $set: { photo, hasPhoto: photo !== null } });
      await legacyPhotos.deleteOne({ _id: id });
    },
  };
}

export type PetsRepository = ReturnType<typeof createPetsRepository>;
