import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMERGENCY_CLINICS_LIMIT,
  EmergencyClinicList,
  EmergencyDirectory,
  emergencyMessages,
  STORED_ROLES,
} from '@petpal/contracts';
import { geoPoint } from '../../lib/geo';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { type CareTestApp, createCareTestApp, createClock, errorOf, requester, signIn } from '../care.test-support';
import { createClinicsRepository, type EmergencyClinicDoc } from './clinics.repository';
import { EMERGENCY_SEARCH_LIMIT } from './emergency.service';
import { SEED_CLINICS, seedEmergencyClinics } from './emergency.seed';

let test: TestDatabase;
let t: CareTestApp;
/** 2026-06-01 10:30 in Mumbai (05:00 UTC): the overnight Powai clinic is closed, the others open. */
const clock = createClock(new Date('2026-06-01T05:00:00Z'));

beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCareTestApp(test.db, { now: clock.now });
  await seedEmergencyClinics(test.db);
});
afterEach(() => test.close());

const guest = () => requester(t);

async function clinics(query: string) {
  const res = await guest()('GET', `/emergency/clinics${query}`);
  expect(res.status, query).toBe(200);
  return EmergencyClinicList.parse(await res.json());
}

describe('GET /api/care/emergency/clinics', () => {
  it('is open to guests and to every signed-in role', async () => {
    expect((await guest()('GET', '/emergency/clinics?city=mumbai')).status).toBe(200);
    for (const role of STORED_ROLES) {
      const caller = await signIn(t, `${role}@example.com`, role);
      expect((await caller.send('GET', '/emergency/clinics?city=mumbai')).status, role).toBe(200);
    }
  });

  it("answers a city's clinics nearest its centre first, with tel: and directions links, hours and status", async () => {
    const list = await clinics('?city=mumbai');
    expect(list.city).toEqual({ id: 'mumbai', name: 'Mumbai', country: 'India' });
    expect(list.clinics.map((c) => c.id)).toEqual(['mumbai-bandra', 'mumbai-powai', 'mumbai-andheri', 'mumbai-parel']);
    const distances = list.clinics.map((c) => c.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.clinics[0]).toMatchObject({
      name: 'Bandra Animal Emergency Hospital',
      phone: '022 2640 1187',
      telHref: 'tel:+912226401187',
      open24h: true,
      openNow: true,
      hours: 'Open 24 hours',
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=19.0544,72.834',
      point: { lat: 19.0544, lng: 72.834 },
    });
    expect(list.clinics[0]!.distanceKm).toBeCloseTo(5.2, 0);
    expect(list.clinics.find((c) => c.id === 'mumbai-powai')).toMatchObject({
      open24h: false,
      openNow: false,
      hours: 'Open daily 20:00 to 08:00',
    });
    expect(list.clinics.find((c) => c.id === 'mumbai-andheri')).toMatchObject({ openNow: true });
    expect(list.poisonLine).toMatchObject({ country: 'India', telHref: 'tel:+911800116117' });
  });

  it('finds a city by name or alias in any case, and lists no other city', async () => {
    const list = await clinics('?city=%20bangalore%20');
    expect(list.city?.id).toBe('bengaluru');
    expect(list.clinics.length).toBeGreaterThanOrEqual(3);
    expect(list.clinics.every((c) => c.cityId === 'bengaluru')).toBe(true);
    expect((await clinics('?city=LONDON')).poisonLine?.name).toBe('Animal PoisonLine');
  });

  it('orders by distance from a point, and names the city of the nearest clinic', async () => {
    // Next to Battersea Park: Battersea is nearest, then Camden, then Hackney.
    const list = await clinics('?lat=51.4791&lng=-0.1522');
    expect(list.city).toEqual({ id: 'london', name: 'London', country: 'United Kingdom' });
    expect(list.clinics.map((c) => c.id)).toEqual(['london-battersea', 'london-camden', 'london-hackney']);
    expect(list.clinics[0]!.distanceKm).toBeLessThan(1);
    expect(list.poisonLine?.telHref).toBe('tel:+441202509000');
  });

  it('lists at most the nearest EMERGENCY_CLINICS_LIMIT within the radius, from the 2dsphere query', async () => {
    const centre = geoPoint(40.7128, -74.006);
    const extra: EmergencyClinicDoc[] = Array.from({ length: 12 }, (_, i) => ({
      ...SEED_CLINICS.find((c) => c.cityId === 'new-york')!,
      _id: `new-york-extra-${i}`,
      name: `Extra ${String(i).padStart(2, '0')}`,
      location: geoPoint(40.7128 + (i + 1) * 0.002, -74.006),
    }));
    // 60 km north: outside the 50 km radius.
    extra.push({ ...extra[0]!, _id: 'new-york-far', name: 'Far away', location: geoPoint(41.25, -74.006) });
    await createClinicsRepository(test.db).save(extra);
    const list = await clinics(`?lat=${centre.coordinates[1]}&lng=${centre.coordinates[0]}`);
    expect(list.clinics).toHaveLength(EMERGENCY_CLINICS_LIMIT);
    // 0.2 km apart, all nearer than the demo clinics (Brooklyn is 2.8 km away).
    expect(list.clinics.map((c) => c.name)).toEqual(extra.slice(0, EMERGENCY_CLINICS_LIMIT).map((c) => c.name));
    expect(list.clinics.some((c) => c.id === 'new-york-far')).toBe(false);
  });

  it('answers an empty list and no city far from every clinic', async () => {
    expect(await clinics('?lat=0&lng=0')).toEqual({ city: null, clinics: [], poisonLine: null });
  });

  it('refuses an unlisted city with a clear 404', async () => {
    const res = await guest()('GET', '/emergency/clinics?city=Atlantis');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(emergencyMessages.unknownCity);
  });

  it.each([
    ['?lat=91&lng=10', 'lat', 'Latitude must be a number between -90 and 90.'],
    ['?lat=abc&lng=10', 'lat', 'Latitude must be a number between -90 and 90.'],
    ['?lat=10&lng=-181', 'lng', 'Longitude must be a number between -180 and 180.'],
    ['?lat=10&lng=1e3', 'lng', 'Longitude must be a number between -180 and 180.'],
    ['?lat=10', 'lat', emergencyMessages.where],
    ['', 'city', emergencyMessages.where],
    ['?city=mumbai&lat=1&lng=2', 'city', emergencyMessages.where],
    ['?city=%20%20', 'city', emergencyMessages.city],
    ['?city=mumbai&radius=9', 'radius', 'Unknown field.'],
  ])('refuses %s with a message on %s', async (query, field, message) => {
    const res = await guest()('GET', `/emergency/clinics${query}`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    expect(error.fields?.[field]).toBe(message);
  });

  it('is rate limited per address like the other public lookups', async () => {
    for (let i = 0; i < EMERGENCY_SEARCH_LIMIT.limit; i++) {
      expect((await guest()('GET', '/emergency/clinics?city=berlin')).status).toBe(200);
    }
    const res = await guest()('GET', '/emergency/clinics?city=berlin');
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(emergencyMessages.tooMany);
  });
});

describe('GET /api/care/emergency/cities', () => {
  it('answers guests the listed cities and a poison line for each of their countries', async () => {
    const res = await guest()('GET', '/emergency/cities');
    expect(res.status).toBe(200);
    const directory = EmergencyDirectory.parse(await res.json());
    expect(directory.cities.map((c) => c.id)).toEqual([
      'mumbai',
      'bengaluru',
      'new-delhi',
      'berlin',
      'london',
      'new-york',
    ]);
    const countries = new Set(directory.poisonLines.map((line) => line.country));
    expect(directory.cities.every((c) => countries.has(c.country))).toBe(true);
    expect(directory.poisonLines.every((line) => /^tel:\+\d{8,15}$/.test(line.telHref))).toBe(true);
  });
});
