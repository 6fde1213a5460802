import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { DaySlots } from '@petpal/contracts';
import { createVetRepositories } from '../vet-area';
import {
  addSchedule,
  bookAtNine,
  createTestVetArea,
  createVetTestApp,
  daysAhead,
  makeOwner,
  makeVet,
  requester,
  type TestVet,
} from '../testing/vet.test-support';
import type { AppointmentDoc } from '../booking/appointments.repository';
import { perTestDatabase } from '../../test-support/per-test';

const t = perTestDatabase(async (db) => ({ db }));

const MINUTE = 60_000;

/** An appointment written straight to the database (no service sees it happen). */
async function sneakIn(vet: TestVet, date: string, time: string) {
  const startsAt = new Date(`${date}T${time}:00Z`);
  const doc = {
    _id: new ObjectId(),
    vetId: vet.vet._id,
    appointmentDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * MINUTE),
    status: 'pending',
  } as AppointmentDoc;
  await createVetRepositories(t.db).appointments.insert(doc);
}

describe('availability caches (spec section 9)', () => {
  it('keep slots 5 minutes and available dates 10 minutes unless cleared', async () => {
    const app = await createVetTestApp(t.db);
    const vet = await makeVet(app, t.db, 'asha@example.com');
    const date = daysAhead(3);
    await addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '09:30' });
    let clock = Date.now();
    // No change watch here: only the TTLs (and explicit clears) decide.
    const area = createTestVetArea(t.db, () => new Date(clock));
    const slots = async () => (await area.availability.slots(vet.vet, date)).slots.length;
    const dates = async () => (await area.availability.availability(vet.vet)).availableDates;

    expect(await slots()).toBe(1);
    expect(await dates()).toEqual([date]);
    await sneakIn(vet, date, '09:00');
    expect(await slots()).toBe(1);
    clock += 5 * MINUTE;
    expect(await slots()).toBe(0);
    expect(await dates()).toEqual([date]);
    clock += 5 * MINUTE;
    expect(await dates()).toEqual([]);

    await createVetRepositories(t.db).appointments.transition(
      (await t.db.collection<AppointmentDoc>('veterinary_appointments').findOne({}))!._id,
      ['pending'],
      { status: 'cancelled' },
    );
    expect(await dates()).toEqual([]);
    area.cache.invalidate(vet.id);
    expect(await dates()).toEqual([date]);
  });

  it('keep each answer only until a slot it shows starts', async () => {
    const app = await createVetTestApp(t.db);
    const vet = await makeVet(app, t.db, 'asha@example.com');
    const date = daysAhead(1);
    await addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '10:00' });
    let clock = Date.parse(`${date}T08:59:00Z`);
    const area = createTestVetArea(t.db, () => new Date(clock));
    const slots = () => area.availability.slots(vet.vet, date);
    const dates = async () => (await area.availability.availability(vet.vet)).availableDates;

    const first = await slots();
    expect(first.slots.map((s) => s.startTime)).toEqual(['09:00', '09:30']);
    expect(await slots()).toBe(first);
    expect(Object.isFrozen(first.slots[0])).toBe(true);
    clock = Date.parse(`${date}T09:00:00Z`);
    expect((await slots()).slots.map((s) => s.startTime)).toEqual(['09:30']);
    clock = Date.parse(`${date}T09:29:59Z`);
    expect(await dates()).toEqual([date]);
    clock = Date.parse(`${date}T09:30:00Z`);
    const past = await slots();
    expect(past.slots).toEqual([]);
    expect(past.emptyReason).toBe('past');
    expect(await dates()).toEqual([]);
  });

  it('follow changes made by another API process over the same database', async () => {
    const processA = await createVetTestApp(t.db);
    const processB = await createVetTestApp(t.db);
    const vet = await makeVet(processA, t.db, 'asha@example.com');
    const owner = await makeOwner(processA, t.db, 'sam@example.com');
    const date = daysAhead(3);
    const schedule = await addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '10:00' });
    const slotsInB = async () =>
      DaySlots.parse(
        await (await requester(processB)('GET', `/api/vet/vets/${vet.id}/slots?date=${date}`)).json(),
      ).slots.map((s) => s.startTime);
    expect(await slotsInB()).toEqual(['09:00', '09:30']);

    const res = await bookAtNine(owner, vet, schedule);
    expect(res.status).toBe(201);
    expect(await slotsInB()).toEqual(['09:30']);

    // A practice change through process A (the vet's own requester is bound to A).
    await vet.send('POST', `/api/vet/practice/schedules/${schedule._id.toHexString()}/breaks`, {
      startTime: '09:30',
      endTime: '10:00',
    });
    expect(await slotsInB()).toEqual([]);
  });
});
