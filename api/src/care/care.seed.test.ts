import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImagesService } from '../images';
import { createAuthFacade } from '../auth';
import { SitterAvailability, SitterBookingRequestList, SitterList, SitterProfile } from '@petpal/contracts';
import { ensureRateLimitIndexes } from '../lib/rate-limit';
import { runSeeds } from '../seed/run-seeds';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { careSeeder, SEED_REQUESTS, SEED_SITTER_DAYS_OFF, SEED_SITTERS, seedCareArea } from './care.seed';
import { addDays } from '../scheduling';
import { SITTER_HOLIDAYS_COLLECTION } from './sitters/sitter-calendar.repository';
import { SEED_STYLISTS } from './stylists/stylists.seed';
import { SEED_TRAINERS } from './trainers/trainers.seed';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { careCounts, type CareTestApp, createCareTestApp, logInDemo, makeOwner, requester } from './care.test-support';

let test: TestDatabase;
let t: CareTestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCareTestApp(test.db);
  await ensureRateLimitIndexes(test.db);
});
afterEach(() => test.close());

const counts = async () => ({
  ...(await careCounts(test.db)),
  ...Object.fromEntries(
    await Promise.all(
      ['users', 'identities', 'pet_sitters', 'pet_owners', 'pets'].map(
        async (name) => [name, await test.db.collection(name).countDocuments()] as const,
      ),
    ),
  ),
});

describe('care seed', () => {
  it('runs again without duplicating anything', async () => {
    expect(await runSeeds(test.db, { seeders: [careSeeder], areas: ['care'] })).toEqual([
      { area: 'care', version: careSeeder.version, ran: true },
    ]);
    const first = await counts();
    await seedCareArea(test.db, createAuthFacade(test.db));
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({
      pet_sitters: SEED_SITTERS.length,
      pet_owners: 3,
      pets: 4,
      users: SEED_SITTERS.length + SEED_TRAINERS.length + SEED_STYLISTS.length + 3,
    });
    expect(SEED_SITTERS.length).toBeGreaterThanOrEqual(12);
    expect(first.pet_sitter_ratings).toBeGreaterThanOrEqual(10);
    expect(first.dog_walking_schedules).toBeGreaterThanOrEqual(2);
  });

  it('reuses the demo owners, their records and pets when another seed made them first', async () => {
    const auth = createAuthFacade(test.db);
    const now = new Date();
    const userId = await auth.seedAccount('owner1@petpal.demo', DEMO_PASSWORD, 'pet_owner', now);
    const fields = { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai, Maharashtra' };
    const record = await auth.saveRecord('pet_owner', userId, fields, now);
    await auth.seedPet(record._id, { name: 'Bruno', breed: 'Labrador Retriever', species: 'dog', sizeLbs: 65 }, now);

    await seedCareArea(test.db, auth);
    expect(await counts()).toMatchObject({
      pet_owners: 3,
      pets: 4,
      users: SEED_SITTERS.length + SEED_TRAINERS.length + SEED_STYLISTS.length + 3,
    });
    expect((await auth.records.findByUser('pet_owner', userId))?._id).toEqual(record._id);
  });

  it('gives sitters in several cities, with and without photos, ratings, and pending requests to answer', async () => {
    await seedCareArea(test.db, createAuthFacade(test.db));
    const viewer = await makeOwner(t, 'viewer@example.com');
    const all = SitterList.parse(await (await viewer.send('GET', '/sitters')).json());
    expect(all.total).toBe(SEED_SITTERS.length);
    const cities = new Set(all.sitters.map((s) => s.location.split(',')[0]));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    expect(all.sitters.some((s) => s.photos.length === 0)).toBe(true);
    expect(all.sitters.some((s) => s.photos.length >= 3)).toBe(true);
    expect(all.sitters.some((s) => s.profileImageUrl === null)).toBe(true);
    expect(all.sitters.some((s) => s.rating === null)).toBe(true);
    expect(all.sitters.filter((s) => s.reviewCount > 0).length).toBeGreaterThanOrEqual(8);
    // Our own drawings, stored by the seed and served by the API: nothing hot-linked from outside hosts.
    const ours = /^\/api\/images\/[\w-]{22}\/\d+$/;
    const addresses = all.sitters.flatMap((s) => [...s.photos, ...(s.profileImageUrl ? [s.profileImageUrl] : [])]);
    expect(addresses.length).toBeGreaterThan(20);
    expect(addresses.every((url) => ours.test(url))).toBe(true);
    const [, , , id, width] = addresses[0]!.split('/');
    expect((await createImagesService(test.db).read(id!, Number(width))).bytes.length).toBeGreaterThan(0);
    const berlin = SitterList.parse(
      await (await viewer.send('GET', '/sitters?location=berlin&service=Dog%20Walking')).json(),
    );
    expect(berlin.total).toBe(2);
    const ananya = all.sitters.find((s) => s.fullName === 'Ananya Iyer')!;
    const profile = SitterProfile.parse(await (await viewer.send('GET', `/sitters/${ananya.id}`)).json());
    expect(profile.reviews.length).toBe(3);

    await logInDemo(t, 'owner1@petpal.demo');
  });

  it("puts pending requests in sitter1's inbox that the sitter can accept", async () => {
    await seedCareArea(test.db, createAuthFacade(test.db));
    const send = requester(t, await logInDemo(t, 'sitter1@petpal.demo'));
    const inbox = SitterBookingRequestList.parse(await (await send('GET', '/practice/requests')).json()).requests;
    const pending = inbox.filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(inbox.some((r) => r.status === 'accepted' && r.scheduleType === 'repeat-weekly')).toBe(true);
    for (const request of pending) {
      expect((await send('POST', `/practice/requests/${request.id}/accept`)).status).toBe(200);
    }
  });

  it('gives a few demo sitters days off in the coming weeks, in their own zone, shown on their calendar (decision 116)', async () => {
    await seedCareArea(test.db, createAuthFacade(test.db));
    await seedCareArea(test.db, createAuthFacade(test.db));
    expect(await test.db.collection(SITTER_HOLIDAYS_COLLECTION).countDocuments()).toBe(SEED_SITTER_DAYS_OFF.length);
    expect(new Set(SEED_SITTER_DAYS_OFF.map(([no]) => no)).size).toBeGreaterThanOrEqual(3);

    const viewer = await makeOwner(t, 'viewer@example.com');
    const all = SitterList.parse(await (await viewer.send('GET', '/sitters')).json()).sitters;
    for (const no of [1, 4, 6]) {
      const seed = SEED_SITTERS[no - 1]!;
      const id = all.find((s) => s.fullName === seed.fields.fullName)!.id;
      const window = SitterAvailability.parse(await (await viewer.send('GET', `/sitters/${id}/availability`)).json());
      expect(window.timeZone).toBe(seed.timeZone);
      const expected = SEED_SITTER_DAYS_OFF.filter(([n]) => n === no).flatMap(([, from, length]) =>
        Array.from({ length }, (_, k) => addDays(window.today, from + k)),
      );
      expect(window.holidays, seed.fields.fullName).toEqual(expected);
      expect(window.availableDates).not.toContain(expected[0]);
    }
    expect(SEED_SITTERS[5]!.timeZone).toBe('Europe/Berlin');
  });

  it('keeps the demo days off clear of every demo booking and request, by a day either side (zones differ)', () => {
    for (const [no, from, length] of SEED_SITTER_DAYS_OFF) {
      for (const request of SEED_REQUESTS.filter((r) => r.sitter === no)) {
        const last = request.fromDay + request.days - 1;
        expect(last < from - 1 || request.fromDay > from + length, `sitter ${no} day ${from}`).toBe(true);
      }
    }
  });
});
