import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  type ImageRef,
  PLAYDATE_SUGGESTIONS_LIMIT,
  playdateMessages,
  type MyPlaydatePets,
  type OwnPlaydateProfile,
  type PlaydateProfileData,
  type PlaydateSuggestions,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import { distanceKm } from '../../lib/geo';
import { energiesNear, sizeOfWeight, sizesNear } from './compatibility';
import { resolvePlace } from './playdate-place';
import type { PlaydateProfileDoc, PlaydateProfilesRepository } from './playdate-profiles.repository';
import type { PlaydateRequestsRepository } from './playdate-requests.repository';
import { dogView, ownProfileView } from './playdate-views';

export interface PlaydateProfilesServiceDeps {
  profiles: PlaydateProfilesRepository;
  requests: PlaydateRequestsRepository;
  auth: Pick<AuthFacade, 'records' | 'pets'>;
  now: () => Date;
}

/** Listing an owner's dogs for playdates, and the compatible dogs nearby. Pets are auth's, read through its facade. */
export function createPlaydateProfilesService({ profiles, requests, auth, now }: PlaydateProfilesServiceDeps) {
  /** The user's pet_owners record and its pets (none without a record: other roles have no dogs here). */
  async function petsOf(userId: ObjectId) {
    const owner = await auth.records.findByUser('pet_owner', userId);
    return { owner, pets: owner ? await auth.pets.listByOwner(owner._id) : [] };
  }

  /** Removes a listing and cancels its pending requests; false when the user had no such listing. */
  async function unlist(petId: ObjectId, userId: ObjectId): Promise<boolean> {
    if (!(await profiles.deleteOwned(petId, userId))) return false;
    await requests.cancelPendingOf(petId, now());
    return true;
  }

  return {
    /**
     * The owner's dogs and listings. A listing follows its pet: one whose pet was deleted in the owner's
     * profile (pets cannot be renamed, only added and deleted) is removed here, with its pending requests.
     */
    async mine(userId: ObjectId): Promise<MyPlaydatePets> {
      const { pets } = await petsOf(userId);
      const dogs = pets.filter((pet) => pet.species === 'dog');
      const dogIds = new Set(dogs.map((pet) => pet._id.toHexString()));
      const listed: PlaydateProfileDoc[] = [];
      for (const doc of await profiles.listByOwner(userId)) {
        if (dogIds.has(doc._id.toHexString())) listed.push(doc);
        else await unlist(doc._id, userId);
      }
      const listedIds = new Set(listed.map((doc) => doc._id.toHexString()));
      return {
        dogs: dogs.map((pet) => ({
          petId: pet._id.toHexString(),
          name: pet.name,
          breed: pet.breed,
          suggestedSize: sizeOfWeight(pet.sizeLbs),
          listed: listedIds.has(pet._id.toHexString()),
        })),
        profiles: listed.map(ownProfileView),
      };
    },

    /** Lists one of the owner's dogs, or changes its listing. */
    async save(userId: ObjectId, petId: ObjectId, input: PlaydateProfileData): Promise<OwnPlaydateProfile> {
      const { owner, pets } = await petsOf(userId);
      const pet = pets.find((candidate) => candidate._id.equals(petId));
      if (!owner || !pet) throw new NotFound(playdateMessages.petNotFound);
      if (pet.species !== 'dog') throw new Invalid(playdateMessages.dogsOnly, { petId: playdateMessages.dogsOnly });
      const place = resolvePlace(input);
      const at = now();
      const doc = await profiles.save({
        _id: pet._id,
        ownerUserId: userId,
        ownerRecordId: owner._id,
        petName: pet.name,
        breed: pet.breed,
        hasPhoto: pet.hasPhoto,
        size: input.size,
        energy: input.energy,
        playStyles: input.playStyles,
        vaccinated: input.vaccinated,
        about: input.about,
        areaName: place.areaName,
        location: place.location,
        createdAt: at,
        updatedAt: at,
      });
      return ownProfileView(doc);
    },

    /** Takes the dog off PawfectMatch; its pending requests are cancelled (accepted playdates stand). */
    async remove(userId: ObjectId, petId: ObjectId): Promise<void> {
      if (!(await unlist(petId, userId))) throw new NotFound(playdateMessages.profileNotFound);
    },

    /**
     * Compatible vaccinated dogs of other owners within `radiusKm` of the owner's dog, nearest first, but for
     * those it already has a request with or that declined it.
     */
    async suggestions(userId: ObjectId, petId: ObjectId, radiusKm: number): Promise<PlaydateSuggestions> {
      const me = await profiles.findOwned(petId, userId);
      if (!me) throw new NotFound(playdateMessages.profileNotFound);
      if (!me.vaccinated) throw new Conflict(playdateMessages.notVaccinated, 'not_vaccinated');
      const found = await profiles.nearby({
        centre: me.location,
        km: radiusKm,
        exceptOwner: userId,
        exceptPets: await requests.pairedWith(petId),
        sizes: sizesNear(me.size),
        energies: energiesNear(me.energy),
        playStyles: me.playStyles,
      });
      const nearest = found
        .map((doc) => ({ doc, km: distanceKm(me.location, doc.location) }))
        .filter(({ km }) => km <= radiusKm)
        .sort((a, b) => a.km - b.km || a.doc._id.toHexString().localeCompare(b.doc._id.toHexString()))
        .slice(0, PLAYDATE_SUGGESTIONS_LIMIT);
      return {
        petId: petId.toHexString(),
        radiusKm,
        suggestions: nearest.map(({ doc }) => dogView(doc, me)),
      };
    },

    /** A listed dog's photo (its image in the pipeline, decision 083), for any signed-in user. */
    async photo(petId: ObjectId): Promise<ImageRef> {
      const doc = await profiles.findById(petId);
      const photo = doc ? await auth.pets.photo(petId, doc.ownerRecordId) : null;
      if (!photo) throw new NotFound();
      return photo;
    },
  };
}

export type PlaydateProfilesService = ReturnType<typeof createPlaydateProfilesService>;
