import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../../auth';
import { TrainerAppointmentList, TrainerDetail, TrainerList } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { seedCareArea } from '../care.seed';
import { type CareTestApp, requester } from '../care.test-support';
import type { ObjectId } from 'mongodb';
import { createTestSession, signInTestUser } from '../../auth';
import { createTrainerTestApp } from './trainers.test-support';
import { SEED_TRAINERS } from './trainers.seed';

let test: TestDatabase;
let t: CareTestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  t = await createTrainerTestApp(test.db);
});
afterEach(() => test.close());

describe('demo trainers', () => {
  it('seeds at least 8 trainers in several cities with sessions, and re-seeds without duplicates', async () => {
    await seedCareArea(test.db, createAuthFacade(test.db));
    const count = () => test.db.collection('training_appointments').countDocuments();
    const sessions = await count();
    await seedCareArea(test.db, createAuthFacade(test.db));
    expect(await count()).toBe(sessions);
    expect(sessions).toBeGreaterThanOrEqual(3);

    const { cookie } = await signInTestUser(test.db, 'browser@example.com', 'pet_owner');
    const list = TrainerList.parse(await (await requester(t, cookie)('GET', '/trainers')).json());
    expect(list.total).toBe(SEED_TRAINERS.length);
    expect(list.total).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_TRAINERS.map((x) => x.location.split(',')[0])).size).toBeGreaterThanOrEqual(5);
    expect(DEMO_PASSWORD).toBe('petpal-demo');
    // Real seeded ratings from completed sessions (decision 078), the same after a re-seed; others are New.
    expect(await test.db.collection('pet_trainer_ratings').countDocuments()).toBe(4);
    const byName = new Map(list.trainers.map((x) => [x.fullName, [x.rating, x.reviewCount]]));
    expect(byName.get(SEED_TRAINERS[0]!.fullName)).toEqual([4.5, 2]);
    expect(byName.get(SEED_TRAINERS[1]!.fullName)).toEqual([4, 1]);
    expect(byName.get(SEED_TRAINERS[9]!.fullName)).toEqual([null, 0]);

    const trainer1 = await test.db.collection('users').findOne({ email: 'trainer1@petpal.demo' });
    expect(trainer1).toMatchObject({ role: 'pet_trainer' });
    const session = { cookie: await createTestSession(test.db, trainer1!._id as ObjectId) };
    const practice = TrainerAppointmentList.parse(
      await (await requester(t, session.cookie)('GET', '/trainer-practice/appointments')).json(),
    );
    expect(practice.appointments.length).toBeGreaterThanOrEqual(2);

    // Every demo trainer keeps weekly hours in their zone (decision 093), replaced, not doubled, by a re-seed.
    expect(await test.db.collection('pet_trainer_schedules').countDocuments()).toBe(6 * 10 + 4);
    const detail = TrainerDetail.parse(
      await (await requester(t, cookie)('GET', `/trainers/${list.trainers[0]!.id}`)).json(),
    );
    expect(detail.trainer.timeZone).toBe('Asia/Kolkata');
    expect(detail.nextAvailable).not.toBeNull();
    // Seeding twice on 2 shared cores takes well over vitest's default 20 s.
  }, 90_000);
});
