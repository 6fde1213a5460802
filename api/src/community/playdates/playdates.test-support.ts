import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { createAuthArea } from '../../auth';
import {
  MyPlaydatePets,
  NotificationList,
  PetCreated,
  PlaydateProfileAnswer,
  PlaydateRequestAnswer,
  PlaydateRequestList,
  PlaydateSuggestions,
  type CreatePlaydateRequestInput,
  type PetSpecies,
  type PlaydateProfileInput,
  type PlaydateRequest,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { loadEnv } from '../../env';
import { createMemoryLogger } from '../../lib/logger';
import { createImagesService, testPhoto } from '../../images';
import { ORIGIN, signIn, type Caller, type CommunityTestApp } from '../community.test-support';

/** Points a few km apart in Mumbai, and one in Pune (about 120 km away). */
export const PLACES = {
  bandra: { lat: 19.0596, lng: 72.8295 },
  khar: { lat: 19.07, lng: 72.8365 },
  juhu: { lat: 19.1075, lng: 72.8263 },
  powai: { lat: 19.1176, lng: 72.906 },
  pune: { lat: 18.5204, lng: 73.8567 },
} as const;

/** 2026-03-02T10:00Z is the test clock's start: three days later, at 09:00 in Mumbai. */
export const SATURDAY_MORNING = '2026-03-05T03:30:00.000Z';

export interface Owner extends Caller {
  /** Their dogs' ids by name. */
  dogs: Record<string, string>;
}

/** Adds a pet (a dog unless said) to the owner's pet_owners record; answers its id. */
export async function addPet(
  t: CommunityTestApp,
  owner: Caller,
  pet: { name: string; breed?: string; sizeLbs?: number; species?: PetSpecies },
): Promise<string> {
  const record = await t.auth.records.findByUser('pet_owner', new ObjectId(owner.id));
  if (!record) throw new Error('no pet owner record');
  const doc = await t.auth.seedPet(
    record._id,
    { name: pet.name, breed: pet.breed ?? 'Indie', species: pet.species ?? 'dog', sizeLbs: pet.sizeLbs ?? 40 },
    new Date(),
  );
  return doc._id.toHexString();
}

/** A signed-in pet owner (profile `<Name> Tester`) with the given pets (dogs unless said). */
export async function ownerWith(
  t: CommunityTestApp,
  email: string,
  pets: Array<{ name: string; breed?: string; sizeLbs?: number; species?: PetSpecies }>,
): Promise<Owner> {
  const caller = await signIn(t, email);
  const dogs: Record<string, string> = {};
  for (const pet of pets) dogs[pet.name] = await addPet(t, caller, pet);
  return { ...caller, dogs };
}

export const profileBody = (over: Partial<PlaydateProfileInput> = {}): PlaydateProfileInput => ({
  size: 'medium',
  energy: 'high',
  playStyles: ['chase', 'fetch'],
  vaccinated: true,
  about: 'Loves the beach at low tide.',
  point: PLACES.bandra,
  areaName: 'Bandra West',
  ...over,
});

/** Lists `petId` (PUT /playdates/profiles/:id); throws unless 200. */
export async function listDog(by: Caller, petId: string, over: Partial<PlaydateProfileInput> = {}) {
  const res = await by.send('PUT', `/playdates/profiles/${petId}`, profileBody(over));
  if (res.status !== 200) throw new Error(`list dog: ${res.status} ${await res.text()}`);
  return PlaydateProfileAnswer.parse(await res.json()).profile;
}

export const requestBody = (
  fromPetId: string,
  toPetId: string,
  over: Partial<CreatePlaydateRequestInput> = {},
): CreatePlaydateRequestInput => ({
  fromPetId,
  toPetId,
  startsAt: SATURDAY_MORNING,
  message: 'Bruno would love a run on the beach. Saturday morning?',
  meetingPlace: 'Carter Road promenade, by the amphitheatre',
  ...over,
});

/** Sends a playdate request; throws unless 201. */
export async function sendRequest(
  by: Caller,
  fromPetId: string,
  toPetId: string,
  over: Partial<CreatePlaydateRequestInput> = {},
): Promise<PlaydateRequest> {
  const res = await by.send('POST', '/playdates/requests', requestBody(fromPetId, toPetId, over));
  if (res.status !== 201) throw new Error(`send request: ${res.status} ${await res.text()}`);
  return PlaydateRequestAnswer.parse(await res.json()).request;
}

export async function suggestionsFor(by: Caller, petId: string, radiusKm?: number) {
  const query = new URLSearchParams({ petId, ...(radiusKm ? { radiusKm: String(radiusKm) } : {}) });
  const res = await by.send('GET', `/playdates/suggestions?${query}`);
  if (res.status !== 200) throw new Error(`suggestions: ${res.status} ${await res.text()}`);
  return PlaydateSuggestions.parse(await res.json());
}

export async function requestsOf(by: Caller): Promise<PlaydateRequestList> {
  const res = await by.send('GET', '/playdates/requests');
  if (res.status !== 200) throw new Error(`requests: ${res.status} ${await res.text()}`);
  return PlaydateRequestList.parse(await res.json());
}

export async function mine(by: Caller): Promise<MyPlaydatePets> {
  const res = await by.send('GET', '/playdates/mine');
  if (res.status !== 200) throw new Error(`mine: ${res.status} ${await res.text()}`);
  return MyPlaydatePets.parse(await res.json());
}

/** The caller's bell, as GET /api/notifications answers it. */
export async function bellOf(t: CommunityTestApp, by: Caller): Promise<NotificationList> {
  const res = await t.app.request(`${ORIGIN}/api/notifications`, { headers: { Origin: ORIGIN, Cookie: by.cookie } });
  if (res.status !== 200) throw new Error(`bell: ${res.status} ${await res.text()}`);
  return NotificationList.parse(await res.json());
}

/** JSON requests to auth's own API (/api/auth<path>) as `by`: pets are added and deleted there. */
export function authApi(db: DataPort, by: Caller) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const authArea = createAuthArea({ db, env, log: createMemoryLogger() });
  const app = new Hono<AppEnv>().use('/api/*', authArea.loadSession).route('/api/auth', authArea.routes());
  return (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      app.request(`${ORIGIN}/api/auth${path}`, {
        method,
        headers: { Origin: ORIGIN, Cookie: by.cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
}

/** Adds a pet with a photo (uploaded first, then POST /api/auth/pets), as the profile screen does. */
export async function addPetWithPhoto(db: DataPort, by: Caller, name: string): Promise<string> {
  const photo = await createImagesService(db).upload(by.id, 'image/jpeg', await testPhoto(), Infinity);
  const res = await authApi(db, by)('POST', '/pets', {
    name,
    breed: 'Beagle',
    species: 'dog',
    sizeLbs: 24,
    photoId: photo.id,
  });
  if (res.status !== 201) throw new Error(`add pet: ${res.status} ${await res.text()}`);
  return PetCreated.parse(await res.json()).pet.id;
}

/** Every PawfectMatch document, to show that a refused call changed nothing. */
export async function playdateState(db: DataPort) {
  const read = (name: string) =>
    db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
  return {
    profiles: await read('community_playdate_profiles'),
    requests: await read('community_playdate_requests'),
  };
}
