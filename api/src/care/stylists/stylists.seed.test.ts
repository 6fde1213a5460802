import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../../auth';
import { StylingAppointmentList, StylistList, StylistPractice } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { seedCareArea } from '../care.seed';
import { type CareTestApp, createCareTestApp, logInDemo, requester } from '../care.test-support';
import { STYLIST_CLAIMS_COLLECTION } from './stylist-claims.repository';
import { STYLING_APPOINTMENTS_COLLECTION } from './styling-appointments.repository';
import { SEED_STYLISTS, seedStylists } from './stylists.seed';

let test: TestDatabase;
let t: CareTestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCareTestApp(test.db);
});
afterEach(() => test.close());

const count = (name: string) => test.db.collection(name).countDocuments();

describe('demo stylists', () => {
  it('gives 8 stylists in several cities and zones, with schedules, breaks, holidays and bookings; runs again cleanly', async () => {
    const auth = createAuthFacade(test.db);
    await seedCareArea(test.db, auth);
    await seedStylists(test.db, auth, DEMO_PASSWORD);
    const first = {
      stylists: await count('pet_stylists'),
      schedules: await count('pet_stylist_schedules'),
      breaks: await count('pet_stylist_breaks'),
      holidays: await count('pet_stylist_holidays'),
      appointments: await count(STYLING_APPOINTMENTS_COLLECTION),
      claims: await count(STYLIST_CLAIMS_COLLECTION),
    };
    await seedStylists(test.db, auth, DEMO_PASSWORD);
    expect(first.stylists).toBe(8);
    // 5 upcoming and 4 over (3 of them rated: decision 078's real seeded ratings).
    expect(first.appointments).toBe(9);
    expect(await count('pet_stylist_ratings')).toBe(3);
    expect(first.breaks).toBeGreaterThan(0);
    expect(first.holidays).toBe(SEED_STYLISTS.length);
    expect(await count('pet_stylist_schedules')).toBe(first.schedules);
    expect(await count(STYLING_APPOINTMENTS_COLLECTION)).toBe(first.appointments);
    expect(await count(STYLIST_CLAIMS_COLLECTION)).toBe(first.claims);

    const owner = requester(t, await logInDemo(t, 'owner1@petpal.demo'));
    const list = StylistList.parse(await (await owner('GET', '/stylists')).json());
    expect(new Set(list.stylists.map((s) => s.timeZone)).size).toBeGreaterThanOrEqual(5);
    const mine = StylingAppointmentList.parse(await (await owner('GET', '/stylist-appointments')).json());
    expect(mine.appointments.length).toBeGreaterThanOrEqual(2);
    const past = StylingAppointmentList.parse(await (await owner('GET', '/stylist-appointments?scope=past')).json());
    expect(past.appointments.map((a) => [a.status, a.rated, a.canRate])).toEqual([
      ['completed', false, true],
      ['completed', true, false],
    ]);
    const ratings = new Map(list.stylists.map((s) => [s.fullName, [s.rating, s.reviewCount]]));
    expect(ratings.get('Meera Iyer')).toEqual([4.5, 2]);
    expect([...ratings.values()].filter(([rating]) => rating === null)).toHaveLength(6);

    const stylist = requester(t, await logInDemo(t, 'stylist1@petpal.demo'));
    const practice = StylistPractice.parse(await (await stylist('GET', '/stylist-practice')).json());
    expect(practice.stylist).toMatchObject({ fullName: 'Meera Iyer', rating: 4.5, reviewCount: 2 });
    expect(practice.schedules).toHaveLength(6);
    expect(practice.schedules[0]!.breaks).toHaveLength(1);
  });
});
