import { Binary, ObjectId } from 'mongodb';
import type { PetInput, PetList, PetSummary } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import { decodePetPhoto } from './pet-photo';
import type { PetDoc, PetsRepository } from './pets.repository';
import type { ProfilesRepository } from './profiles.repository';

/** Spec section 8, word for word. */
export const PET_OWNER_PROFILE_MISSING = 'Could not find your pet owner profile. Please contact support.';

/** Each pet may carry a 512 KB photo; this bounds what one owner can store. */
export const MAX_PETS_PER_OWNER = 20;

export interface PetsServiceDeps {
  records: ProfilesRepository;
  pets: PetsRepository;
  now?: () => Date;
}

function toSummary(pet: PetDoc): PetSummary {
  const { _id, name, breed, species, sizeLbs, hasPhoto } = pet;
  return { id: _id.toHexString(), name, breed, species, sizeLbs, hasPhoto };
}

export type PetsService = ReturnType<typeof createPetsService>;

/** Pets belong to a pet owner record; a user reaches only the pets of their own record. */
export function createPetsService({ records, pets, now = () => new Date() }: PetsServiceDeps) {
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
      const photo = input.photo ? decodePetPhoto(input.photo) : null;
      if ((await pets.countByOwner(ownerId)) >= MAX_PETS_PER_OWNER) {
        throw new Conflict(`You can add up to ${MAX_PETS_PER_OWNER} pets.`, 'too_many_pets');
      }
      const pet: PetDoc = {
        _id: new ObjectId(),
        ownerId,
        name: input.name,
        breed: input.breed,
        species: input.species,
        sizeLbs: input.sizeLbs,
        hasPhoto: photo !== null,
        createdAt: now(),
      };
      await pets.insert(pet, photo && { contentType: photo.contentType, data: new Binary(photo.bytes) });
      return toSummary(pet);
    },

    /** Another user's pet (or none) is a 404: its existence is never revealed. */
    async remove(userId: string, petId: string): Promise<void> {
      const ownerId = await ownerIdOf(userId);
      if (!ownerId || !(await pets.deleteOwned(new ObjectId(petId), ownerId))) throw new NotFound();
    },

    async photo(userId: string, petId: string): Promise<{ contentType: string; bytes: Uint8Array }> {
      const ownerId = await ownerIdOf(userId);
      const photo = ownerId && (await pets.findPhoto(new ObjectId(petId), ownerId));
      if (!photo) throw new NotFound();
      return { contentType: photo.contentType, bytes: photo.data.buffer };
    },
  };
}
