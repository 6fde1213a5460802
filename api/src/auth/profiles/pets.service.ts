import { ObjectId } from 'mongodb';
import type { PetInput, PetList, PetSummary } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import type { PetDoc, PetsRepository } from './pets.repository';
import type { ProfilesRepository } from './profiles.repository';

/** Spec section 8, word for word. */
export const PET_OWNER_PROFILE_MISSING = 'Could not find your pet owner profile. Please contact support.';

/** Bounds what one owner can store (each pet may keep a photo). */
export const MAX_PETS_PER_OWNER = 20;

export interface PetsServiceDeps {
  records: ProfilesRepository;
  pets: PetsRepository;
  images: ImagesService;
  now?: () => Date;
}

function toSummary(pet: PetDoc): PetSummary {
  const { _id, name, breed, species, sizeLbs } = pet;
  const photo = pet.photo ?? null;
  return { id: _id.toHexString(), name, breed, species, sizeLbs, hasPhoto: photo !== null, photo };
}

export type PetsService = ReturnType<typeof createPetsService>;

/** Pets belong to a pet owner record; a user reaches only the pets of their own record. */
export function createPetsService({ records, pets, images, now = () => new Date() }: PetsServiceDeps) {
  const ownerIdOf = async (userId: string) =>
    (await records.findByUser('pet_owner', new ObjectId(userId)))?._id ?? null;

  return {
    /** A user without a pet owner record simply has no pets (spec section 6: no error). */
    async list(userId: string): Promise<PetList> {
      const ownerId = await ownerIdOf(userId);
      return { pets: ownerId ? (await pets.listByOwner(ownerId)).map(toSummary) : [] };
    },

    async add(userId: string, input: PetInput): Promise<PetSummary> {
      const ownerId = await ownerIdOf(userId);
      if (!ownerId) throw new NotFound(PET_OWNER_PROFILE_MISSING);
      const _id = new ObjectId();
      const photo = input.photoId ? await images.claim(userId, input.photoId, `pet:${_id.toHexString()}`) : null;
      if ((await pets.countByOwner(ownerId)) >= MAX_PETS_PER_OWNER) {
        throw new Conflict(`You can add up to ${MAX_PETS_PER_OWNER} pets.`, 'too_many_pets');
      }
      const pet: PetDoc = {
        _id,
        ownerId,
        name: input.name,
        breed: input.breed,
        species: input.species,
        sizeLbs: input.sizeLbs,
        hasPhoto: photo !== null,
        photo,
        createdAt: now(),
      };
      await pets.insert(pet);
      return toSummary(pet);
    },

    /** Another user's pet (or none) is a 404: its existence is never revealed. Its photo goes with it. */
    async remove(userId: string, petId: string): Promise<void> {
      const ownerId = await ownerIdOf(userId);
      const removed = ownerId && (await pets.deleteOwned(new ObjectId(petId), ownerId));
      if (!removed) throw new NotFound();
      if (removed.photo) await images.remove(removed.photo.id);
    },
  };
}

/**
 * Pet photos stored before the image pipeline (bytes in `pet_photos`) go through it once, at start: resized,
 * WebP, no metadata; one that cannot be read is dropped (the pet shows its species illustration).
 */
export async function migrateLegacyPetPhotos(pets: PetsRepository, images: ImagesService): Promise<number> {
  let moved = 0;
  for (const legacy of await pets.legacyPhotos()) {
    const photo = await images.storeMade(legacy.data.buffer).catch(() => null);
    await pets.replaceLegacyPhoto(legacy._id, photo);
    moved++;
  }
  return moved;
}
