import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playdateMessages, PlaydateSuggestions } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createClock, createCommunityTestApp, errorOf, signIn, type CommunityTestApp } from '../community.test-support';
import {
  addPet,
  addPetWithPhoto,
  authApi,
  listDog,
  mine,
  ownerWith,
  PLACES,
  playdateState,
  profileBody,
  requestsOf,
  sendRequest,
  suggestionsFor,
  type Owner,
} from './playdates.test-support';

let test: TestDatabase;
let t: CommunityTestApp;
let priya: Owner;
let ravi: Owner;

beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCommunityTestApp(test.db, { now: createClock().now });
  priya = await ownerWith(t, 'priya@example.com', [
    { name: 'Bruno', breed: 'Labrador Retriever', sizeLbs: 65 },
    { name: 'Misty', breed: 'Persian', sizeLbs: 9, species: 'cat' },
  ]);
  ravi = await ownerWith(t, 'ravi@example.com', [{ name: 'Simba', sizeLbs: 40 }]);
});
afterEach(() => test.close());

describe('my playdate pets', () => {
  it("offers the owner's dogs (not cats) with the size their weight suggests", async () => {
    expect(await mine(priya)).toEqual({
      dogs: [
        { petId: priya.dogs.Bruno, name: 'Bruno', breed: 'Labrador Retriever', suggestedSize: 'large', listed: false },
      ],
      profiles: [],
    });
    // Someone without a pet owner profile has nothing to list, and no error.
    expect(await mine(await signIn(t, 'sitter@example.com', 'pet_sitter'))).toEqual({ dogs: [], profiles: [] });
  });

  it('lists a dog at a position with the area name others see, and changes it in place', async () => {
    const listed = await listDog(priya, priya.dogs.Bruno!, { size: 'large' });
    expect(listed).toMatchObject({
      petId: priya.dogs.Bruno,
      name: 'Bruno',
      size: 'large',
      playStyles: ['chase', 'fetch'],
      vaccinated: true,
      areaName: 'Bandra West',
      point: PLACES.bandra,
      photoUrl: null,
    });
    const moved = await listDog(priya, priya.dogs.Bruno!, { point: undefined, city: 'pune', areaName: '' });
    expect(moved).toMatchObject({ areaName: 'Pune', point: { lat: 18.5204, lng: 73.8567 } });
    const { dogs, profiles } = await mine(priya);
    expect(dogs[0]!.listed).toBe(true);
    expect(profiles.map((p) => p.areaName)).toEqual(['Pune']);
  });

  it('refuses bad input field by field, changing nothing', async () => {
    await listDog(priya, priya.dogs.Bruno!);
    const before = await playdateState(t.db);
    const bad = await priya.send('PUT', `/playdates/profiles/${priya.dogs.Bruno}`, {
      size: 'huge',
      energy: 'sleepy',
      playStyles: [],
      vaccinated: 'yes',
      about: 'x'.repeat(301),
      city: 'atlantis',
      areaName: 'x',
      colour: 'brown',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      size: playdateMessages.size,
      energy: playdateMessages.energy,
      playStyles: playdateMessages.playStyles,
      vaccinated: playdateMessages.vaccinated,
      about: playdateMessages.about,
      city: playdateMessages.city,
      areaName: playdateMessages.areaName,
      colour: 'Unknown field.',
    });
    const both = await priya.send('PUT', `/playdates/profiles/${priya.dogs.Bruno}`, profileBody({ city: 'mumbai' }));
    expect((await errorOf(both)).fields).toEqual({ city: playdateMessages.where });
    const neither = await priya.send(
      'PUT',
      `/playdates/profiles/${priya.dogs.Bruno}`,
      profileBody({ point: undefined }),
    );
    expect((await errorOf(neither)).fields).toEqual({ city: playdateMessages.where });
    const nowhere = await priya.send(
      'PUT',
      `/playdates/profiles/${priya.dogs.Bruno}`,
      profileBody({ point: { lat: -35, lng: -110 }, areaName: '' }),
    );
    expect((await errorOf(nowhere)).fields).toEqual({ areaName: playdateMessages.nameYourArea });
    const cat = await priya.send('PUT', `/playdates/profiles/${priya.dogs.Misty}`, profileBody());
    expect(cat.status).toBe(400);
    expect((await errorOf(cat)).message).toBe(playdateMessages.dogsOnly);
    const notHers = await priya.send('PUT', `/playdates/profiles/${ravi.dogs.Simba}`, profileBody());
    expect(notHers.status).toBe(404);
    expect((await errorOf(notHers)).message).toBe(playdateMessages.petNotFound);
    for (const id of ['not-an-id', '{"$gt":""}', '%7B%22%24ne%22%3Anull%7D']) {
      expect((await priya.send('PUT', `/playdates/profiles/${id}`, profileBody())).status).toBe(400);
    }
    expect(await playdateState(t.db)).toEqual(before);
  });

  it('takes a listing down, cancelling its pending requests (its accepted ones stand)', async () => {
    await listDog(priya, priya.dogs.Bruno!);
    await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar' });
    const request = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    const removed = await priya.send('DELETE', `/playdates/profiles/${priya.dogs.Bruno}`);
    expect(await removed.json()).toEqual({ removed: true });
    expect((await requestsOf(ravi)).outgoing).toMatchObject([{ id: request.id, status: 'cancelled' }]);
    expect((await mine(priya)).profiles).toEqual([]);
    expect((await priya.send('DELETE', `/playdates/profiles/${priya.dogs.Bruno}`)).status).toBe(404);
  });

  it('removes the listing of a pet its owner deleted from their profile', async () => {
    await listDog(priya, priya.dogs.Bruno!);
    await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar' });
    const request = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    expect((await authApi(t.db, priya)('DELETE', `/pets/${priya.dogs.Bruno}`)).status).toBe(200);
    expect(await mine(priya)).toEqual({ dogs: [], profiles: [] });
    expect((await requestsOf(ravi)).outgoing).toMatchObject([{ id: request.id, status: 'cancelled' }]);
    expect((await suggestionsFor(ravi, ravi.dogs.Simba!)).suggestions).toEqual([]);
  });

  it("serves a listed dog's photo to signed-in users, and 404 without one", async () => {
    const lola = await addPetWithPhoto(t.db, priya, 'Lola');
    const listed = await listDog(priya, lola);
    expect(listed.photoUrl).toBe(`/api/community/playdates/pets/${lola}/photo`);
    const photo = await ravi.send('GET', `/playdates/pets/${lola}/photo`);
    expect(photo.status).toBe(302);
    expect(photo.headers.get('Location')).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\/640$/);
    await listDog(priya, priya.dogs.Bruno!);
    expect((await ravi.send('GET', `/playdates/pets/${priya.dogs.Bruno}/photo`)).status).toBe(404);
  });
});

describe('suggestions', () => {
  /** Four more owners around Bandra; only some of their dogs suit Bruno (medium, high, chase and fetch). */
  async function neighbourhood() {
    await listDog(priya, priya.dogs.Bruno!);
    const asha = await ownerWith(t, 'asha@example.com', [
      { name: 'Zara' },
      { name: 'Pepper' },
      { name: 'Tiny' },
      { name: 'Sleepy' },
    ]);
    const dev = await ownerWith(t, 'dev@example.com', [{ name: 'Rocky' }, { name: 'Unvaxxed' }, { name: 'Far' }]);
    await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar', playStyles: ['wrestling', 'chase'] });
    await listDog(asha, asha.dogs.Zara!, { point: PLACES.juhu, areaName: 'Juhu', energy: 'very-high' });
    await listDog(asha, asha.dogs.Pepper!, { point: PLACES.juhu, playStyles: ['gentle'] });
    await listDog(asha, asha.dogs.Tiny!, {
      point: PLACES.khar,
      areaName: 'Khar',
      size: 'small',
      energy: 'moderate',
      playStyles: ['fetch'],
    });
    await listDog(asha, asha.dogs.Sleepy!, { point: PLACES.khar, energy: 'low' });
    await listDog(dev, dev.dogs.Rocky!, { point: PLACES.powai, areaName: 'Powai', size: 'large' });
    await listDog(dev, dev.dogs.Unvaxxed!, { point: PLACES.khar, vaccinated: false });
    await listDog(dev, dev.dogs.Far!, { city: 'pune', point: undefined });
    // Priya's own second dog is never suggested to her.
    await listDog(priya, await addPet(t, priya, { name: 'Kaju' }), { point: PLACES.khar });
    return { asha, dev };
  }

  it('finds compatible vaccinated dogs of others within the radius, nearest first, by rounded distance', async () => {
    await neighbourhood();
    const near = await suggestionsFor(priya, priya.dogs.Bruno!);
    expect(near.radiusKm).toBe(10);
    expect(near.suggestions.map((s) => [s.name, s.areaName, s.distanceKm])).toEqual([
      ['Simba', 'Khar', 1.5],
      ['Tiny', 'Khar', 1.5],
      ['Zara', 'Juhu', 5.5],
    ]);
    expect((await suggestionsFor(priya, priya.dogs.Bruno!, 25)).suggestions.map((s) => s.name)).toEqual([
      'Simba',
      'Tiny',
      'Zara',
      'Rocky',
    ]);
    expect((await suggestionsFor(priya, priya.dogs.Bruno!, 2)).suggestions.map((s) => s.name)).toEqual([
      'Simba',
      'Tiny',
    ]);
  });

  it("never sends another dog's point or owner", async () => {
    await neighbourhood();
    const res = await priya.send('GET', `/playdates/suggestions?petId=${priya.dogs.Bruno}&radiusKm=50`);
    const json = await res.text();
    expect(json).not.toMatch(/coordinates|"lat"|"lng"|point|ownerUserId|ownerRecordId|Tester/);
    for (const place of Object.values(PLACES)) {
      expect(json).not.toContain(String(place.lat));
      expect(json).not.toContain(String(place.lng));
    }
    expect(PlaydateSuggestions.parse(JSON.parse(json)).suggestions[0]).toEqual({
      petId: ravi.dogs.Simba,
      name: 'Simba',
      breed: 'Indie',
      photoUrl: null,
      size: 'medium',
      energy: 'high',
      playStyles: ['wrestling', 'chase'],
      about: 'Loves the beach at low tide.',
      areaName: 'Khar',
      distanceKm: 1.5,
    });
  });

  it('leaves out dogs already requested, either way, and asks for vaccination first', async () => {
    const { asha } = await neighbourhood();
    await sendRequest(priya, priya.dogs.Bruno!, ravi.dogs.Simba!);
    await sendRequest(asha, asha.dogs.Zara!, priya.dogs.Bruno!);
    expect((await suggestionsFor(priya, priya.dogs.Bruno!)).suggestions.map((s) => s.name)).toEqual(['Tiny']);

    await listDog(priya, priya.dogs.Bruno!, { vaccinated: false });
    const unvaccinated = await priya.send('GET', `/playdates/suggestions?petId=${priya.dogs.Bruno}`);
    expect(unvaccinated.status).toBe(409);
    expect((await errorOf(unvaccinated)).message).toBe(playdateMessages.notVaccinated);
  });

  it('answers 404 for a dog that is not an own listing and 400 for a bad query', async () => {
    await neighbourhood();
    const others = await priya.send('GET', `/playdates/suggestions?petId=${ravi.dogs.Simba}`);
    expect(others.status).toBe(404);
    expect((await errorOf(others)).message).toBe(playdateMessages.profileNotFound);
    const bad = await priya.send('GET', `/playdates/suggestions?petId=${priya.dogs.Bruno}&radiusKm=7`);
    expect((await errorOf(bad)).fields).toEqual({ radiusKm: playdateMessages.radius });
    const injected = await priya.send('GET', '/playdates/suggestions?petId[$ne]=x');
    expect(injected.status).toBe(400);
  });
});
