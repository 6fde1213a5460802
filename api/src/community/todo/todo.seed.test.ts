import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { seedCommunityArea } from '../community.seed';
import { createClock, createCommunityTestApp } from '../community.test-support';
import { SEED_TASKS } from './todo.seed';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('the demo to-do tasks', () => {
  it('gives the demo owners tasks in every group, linked to their pets, and running again changes nothing', async () => {
    const clock = createClock(new Date('2026-03-02T04:30:00Z'));
    const t = await createCommunityTestApp(test.db, { now: clock.now });
    // The vet seed makes owner1 and Bruno; here they are made the same way, before the community seed.
    const owner1 = await t.auth.seedAccount('owner1@petpal.demo', 'petpal-demo', 'pet_owner', clock.now());
    const record = await t.auth.saveRecord(
      'pet_owner',
      owner1,
      { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai' },
      clock.now(),
    );
    await t.auth.seedPet(
      record._id,
      { name: 'Bruno', breed: 'Labrador Retriever', species: 'dog', sizeLbs: 65 },
      clock.now(),
    );

    await seedCommunityArea(test.db, t.auth, clock.now());
    await seedCommunityArea(test.db, t.auth, clock.now());
    expect(await test.db.collection('todo_tasks').countDocuments()).toBe(SEED_TASKS.length);

    const list = await t.area.todo.service.list(owner1, 'Asia/Kolkata');
    expect(list.overdue.map((task) => task.title)).toEqual(['Buy cat litter']);
    expect(list.dueToday.map((task) => task.title)).toEqual(['Brush Misty']);
    expect(list.upcoming.map((task) => task.title)).toEqual(['Heartworm tablet', 'Rabies booster for Bruno']);
    expect(list.done.map((item) => [item.task.title, item.canUndo])).toEqual([['Book a grooming session', true]]);
    expect(list.upcoming[1]).toMatchObject({
      kind: 'vaccine',
      vaccineName: 'Rabies',
      repeat: 'yearly',
      pet: { name: 'Bruno' },
    });
    // Misty was not made here: her tasks have no pet.
    expect(list.dueToday[0]!.pet).toBeNull();
  });
});
