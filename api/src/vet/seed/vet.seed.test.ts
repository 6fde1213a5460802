import { describe, expect, it } from 'vitest';
import { imageIdOf, VetAvailability, VetList } from '@petpal/contracts';
import { runSeeds } from '../../seed/run-seeds';
import { APPOINTMENTS_COLLECTION } from '../booking/appointments.repository';
import { RATINGS_COLLECTION } from '../directory/ratings.repository';
import { VET_COLLECTIONS } from '../vet-area';
import { vetSeeder, seedVetArea } from './vet.seed';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { perTestVetApp, requester } from '../testing/vet.test-support';

const t = perTestVetApp();

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['users', 'identities', 'veterinary_doctors', 'pet_owners', 'pets', ...VET_COLLECTIONS].map(
        async (name) => [name, await t.db.collection(name).countDocuments()] as const,
      ),
    ),
  );

describe('vet seed', () => {
  it('is registered, and running it again duplicates nothing', async () => {
    expect(await runSeeds(t.db, { seeders: [vetSeeder], areas: ['vet'] })).toEqual([
      { area: 'vet', version: 3, ran: true },
    ]);
    const first = await counts();
    await seedVetArea(t.db);
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ veterinary_doctors: 10, pet_owners: 3, pets: 4, users: 13 });
    expect(first[APPOINTMENTS_COLLECTION]).toBeGreaterThanOrEqual(15);
    expect(first[RATINGS_COLLECTION]).toBeGreaterThanOrEqual(10);
  });

  it('gives vets in several cities, zones and fees, each demo account a working login', async () => {
    await seedVetArea(t.db);
    const { vets } = VetList.parse(await (await requester(t.app)('GET', '/api/vet/vets')).json());
    expect(vets).toHaveLength(10);
    expect(new Set(vets.map((v) => v.timeZone)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(vets.map((v) => v.specialization)).size).toBe(10);
    expect(vets.some((v) => v.consultationFee === 0)).toBe(true);
    expect(vets.some((v) => v.consultationFee > 0)).toBe(true);
    expect(vets.filter((v) => v.reviewCount > 0).length).toBeGreaterThanOrEqual(6);
    // Each has a portrait of our own drawing, stored through the pipeline (never a link elsewhere).
    const portraits = vets.map((v) => v.profileImageUrl ?? '');
    expect(portraits.every((address) => imageIdOf(address) !== null)).toBe(true);
    expect(new Set(portraits).size).toBe(10);
    const portrait = await t.app.request(`http://localhost${portraits[0]}`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toBe('image/webp');

    const login = await requester(t.app)('POST', '/api/auth/login', {
      email: 'vet1@petpal.demo',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const ownerLogin = await requester(t.app)('POST', '/api/auth/login', {
      email: 'owner1@petpal.demo',
      password: DEMO_PASSWORD,
    });
    expect(ownerLogin.status).toBe(200);
  });

  it('shows both overlays: a vet without schedule and one whose every scheduled date is a holiday', async () => {
    await seedVetArea(t.db);
    const { vets } = VetList.parse(await (await requester(t.app)('GET', '/api/vet/vets')).json());
    const availability = async (name: string) =>
      VetAvailability.parse(
        await (
          await requester(t.app)('GET', `/api/vet/vets/${vets.find((v) => v.fullName === name)!.id}/availability`)
        ).json(),
      );
    expect(await availability('Dr. Meera Nair')).toMatchObject({ hasSchedules: false, availableDates: [] });
    const hana = await availability('Dr. Hana Sato');
    expect(hana.availableDates).toEqual([]);
    expect(hana.scheduledDates).toHaveLength(3);
    expect(hana.scheduledDates.every((d) => hana.holidays.includes(d))).toBe(true);
    for (const vet of vets.filter((v) => !['Dr. Meera Nair', 'Dr. Hana Sato'].includes(v.fullName))) {
      const result = await availability(vet.fullName);
      expect(result.availableDates.length, vet.fullName).toBeGreaterThan(0);
      expect(result.holidays.length, vet.fullName).toBeGreaterThan(0);
    }
  });
});
