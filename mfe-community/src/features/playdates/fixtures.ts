import type {
  MyPlaydatePets,
  OwnPlaydateProfile,
  PlaydateDog,
  PlaydatePetChoice,
  PlaydateRequest,
  PlaydateRequestList,
} from '@petpal/contracts';
import { ok, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { photo } from '../../test/fixtures';

/** Demo PawfectMatch data for tests and stories; ids are 24 hex characters like the API's. */

const daysFromNow = (days: number, hour = 9) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setHours(hour, 0, 0, 0);
  return at.toISOString();
};

export const brunoChoice: PlaydatePetChoice = {
  petId: 'e00000000000000000000001',
  name: 'Bruno',
  breed: 'Labrador Retriever',
  suggestedSize: 'large',
  listed: true,
};

export const brunoProfile: OwnPlaydateProfile = {
  petId: brunoChoice.petId,
  name: 'Bruno',
  breed: 'Labrador Retriever',
  photoUrl: null,
  size: 'large',
  energy: 'high',
  playStyles: ['fetch', 'chase'],
  vaccinated: true,
  about: 'Will fetch until your arm gives up.',
  areaName: 'Bandra West',
  point: { lat: 19.06, lng: 72.83 },
  updatedAt: daysFromNow(-3),
};

/** Nina's dogs: Bruno listed, Kaju not yet. */
export const minePets = (over: Partial<MyPlaydatePets> = {}): MyPlaydatePets => ({
  dogs: [
    brunoChoice,
    { petId: 'e00000000000000000000002', name: 'Kaju', breed: 'Indie', suggestedSize: 'medium', listed: false },
  ],
  profiles: [brunoProfile],
  ...over,
});

/** An owner who has listed nothing yet. */
export const nothingListed: MyPlaydatePets = {
  dogs: [{ ...brunoChoice, listed: false }],
  profiles: [],
};

export function dog(over: Partial<PlaydateDog> = {}): PlaydateDog {
  return {
    petId: 'e00000000000000000000011',
    name: 'Simba',
    breed: 'Indie',
    photoUrl: null,
    size: 'medium',
    energy: 'high',
    playStyles: ['chase', 'wrestling'],
    about: 'The fastest dog on Carter Road.',
    areaName: 'Khar West',
    distanceKm: 1.5,
    ...over,
  };
}

export const zara = dog({
  petId: 'e00000000000000000000012',
  name: 'Zara',
  breed: 'Beagle',
  photoUrl: photo(30),
  energy: 'moderate',
  playStyles: ['sniffing', 'chase'],
  about: 'Nose first, always.',
  areaName: 'Juhu',
  distanceKm: 5.5,
});

/** The HTML an owner may write: it must show as text. */
export const HTML_TEXT = '<img src=x onerror=alert(1)> <b>not bold</b>';

export function request(over: Partial<PlaydateRequest> = {}): PlaydateRequest {
  return {
    id: 'f00000000000000000000001',
    direction: 'incoming',
    status: 'pending',
    startsAt: daysFromNow(3),
    message: 'Simba has energy to burn. A run on the promenade?',
    createdAt: daysFromNow(-1),
    myPet: { petId: brunoChoice.petId, name: 'Bruno' },
    otherPet: dog(),
    proposedPlace: null,
    reveal: null,
    ...over,
  };
}

export const agreed = request({
  id: 'f00000000000000000000002',
  direction: 'outgoing',
  status: 'accepted',
  startsAt: daysFromNow(2, 17),
  message: 'Fetch in the park?',
  otherPet: zara,
  proposedPlace: 'Juhu beach, Gandhi statue entrance',
  reveal: { meetingPlace: 'Juhu beach, Gandhi statue entrance', yourFirstName: 'Nina', theirFirstName: 'Neha' },
});

export const sent = request({
  id: 'f00000000000000000000003',
  direction: 'outgoing',
  otherPet: dog({ petId: 'e00000000000000000000013', name: 'Mango', areaName: 'Santacruz', distanceKm: 3 }),
  message: 'Saturday morning?',
  proposedPlace: 'Joggers Park, main gate',
});

export const requestList = (over: Partial<PlaydateRequestList> = {}): PlaydateRequestList => ({
  incoming: [request()],
  outgoing: [agreed, sent],
  ...over,
});

/** The API as a signed-in owner with Bruno listed sees it. */
export const playdatesApi = (over: Routes = {}): Routes => ({
  'GET /api/community/playdates/mine': ok(minePets()),
  'GET /api/community/playdates/suggestions': ok({
    petId: brunoChoice.petId,
    radiusKm: 10,
    suggestions: [dog(), zara],
  }),
  'GET /api/community/playdates/requests': ok(requestList()),
  ...over,
});
