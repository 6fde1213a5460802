import type { ObjectId } from 'mongodb';
import type {
  OwnPlaydateProfile,
  PlaydateDog,
  PlaydateDogBasics,
  PlaydateRequest,
  PlaydateReveal,
} from '@petpal/contracts';
import { distanceKm } from '../../lib/geo';
import { roundedDistanceKm } from './compatibility';
import type { PlaydateProfileDoc } from './playdate-profiles.repository';
import type { PetSnapshot, PlaydateRequestDoc } from './playdate-requests.repository';

const photoUrlOf = (petId: ObjectId) => `/api/community/playdates/pets/${petId.toHexString()}/photo`;

/** The listing's point as the GeoPoint the owner sent. */
const pointOf = (doc: PlaydateProfileDoc) => ({ lat: doc.location.coordinates[1], lng: doc.location.coordinates[0] });

/** The dog itself, as every view of its listing shows it. */
function dogBasics(doc: PlaydateProfileDoc): PlaydateDogBasics {
  return {
    petId: doc._id.toHexString(),
    name: doc.petName,
    breed: doc.breed,
    photoUrl: doc.hasPhoto ? photoUrlOf(doc._id) : null,
    size: doc.size,
    energy: doc.energy,
    playStyles: doc.playStyles,
  };
}

/** The owner's own listing: the only view with the exact point. */
export function ownProfileView(doc: PlaydateProfileDoc): OwnPlaydateProfile {
  return {
    ...dogBasics(doc),
    vaccinated: doc.vaccinated,
    about: doc.about,
    areaName: doc.areaName,
    point: pointOf(doc),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/**
 * A dog as another owner sees it: its area's name and a distance rounded to 0.5 km from the viewer's dog
 * (`from`), never its point or its owner.
 */
export function dogView(doc: PlaydateProfileDoc, from: PlaydateProfileDoc | null): PlaydateDog {
  return {
    ...dogBasics(doc),
    about: doc.about,
    areaName: doc.areaName,
    distanceKm: from ? roundedDistanceKm(distanceKm(from.location, doc.location)) : null,
  };
}

/** A dog whose listing is gone, as it was when the request was sent. */
function snapshotView(petId: ObjectId, pet: PetSnapshot): PlaydateDog {
  return {
    petId: petId.toHexString(),
    name: pet.name,
    breed: pet.breed,
    photoUrl: null,
    size: pet.size,
    energy: pet.energy,
    playStyles: pet.playStyles,
    about: pet.about,
    areaName: pet.areaName,
    distanceKm: null,
  };
}

export const snapshotOf = (doc: PlaydateProfileDoc): PetSnapshot => ({
  name: doc.petName,
  breed: doc.breed,
  size: doc.size,
  energy: doc.energy,
  playStyles: doc.playStyles,
  about: doc.about,
  areaName: doc.areaName,
});

export interface RequestViewContext {
  viewer: ObjectId;
  /** The current listings of the dogs involved, by hex id (a removed one is missing). */
  profiles: ReadonlyMap<string, PlaydateProfileDoc>;
  /** First names by user id (hex), needed only for accepted requests. */
  firstNames: ReadonlyMap<string, string>;
}

/**
 * A request as one of its two owners sees it. The meeting place and the owners' first names are in it only
 * once the request is accepted (the sender always sees the place they proposed).
 */
export function requestView(
  doc: PlaydateRequestDoc,
  { viewer, profiles, firstNames }: RequestViewContext,
): PlaydateRequest {
  const outgoing = doc.fromUserId.equals(viewer);
  const mine = outgoing ? { id: doc.fromPetId, pet: doc.fromPet } : { id: doc.toPetId, pet: doc.toPet };
  const theirs = outgoing ? { id: doc.toPetId, pet: doc.toPet } : { id: doc.fromPetId, pet: doc.fromPet };
  const theirProfile = profiles.get(theirs.id.toHexString());
  const myProfile = profiles.get(mine.id.toHexString()) ?? null;
  const otherUser = outgoing ? doc.toUserId : doc.fromUserId;
  const reveal: PlaydateReveal | null =
    doc.status === 'accepted'
      ? {
          meetingPlace: doc.meetingPlace,
          yourFirstName: firstNames.get(viewer.toHexString()) ?? '',
          theirFirstName: firstNames.get(otherUser.toHexString()) ?? '',
        }
      : null;
  return {
    id: doc._id.toHexString(),
    direction: outgoing ? 'outgoing' : 'incoming',
    status: doc.status,
    startsAt: doc.startsAt.toISOString(),
    message: doc.message,
    createdAt: doc.createdAt.toISOString(),
    myPet: { petId: mine.id.toHexString(), name: myProfile?.petName ?? mine.pet.name },
    otherPet: theirProfile ? dogView(theirProfile, myProfile) : snapshotView(theirs.id, theirs.pet),
    proposedPlace: outgoing ? doc.meetingPlace : null,
    reveal,
  };
}
