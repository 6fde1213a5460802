/**
 * Every vet route against five callers: a guest, the appointment's owner, another owner, the appointment's
 * vet and another vet. Each row starts from fresh data; the callers go in the order of the columns.
 */
import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppointmentCreated } from '@petpal/contracts';
import { createVetRepositories } from '../vet-area';
import type { ScheduleDoc } from '../availability/schedules.repository';
import {
  addSchedule,
  bookAtNine,
  daysAhead,
  makeOwner,
  makeVet,
  perTestVetApp,
  requester,
  type Send,
} from './vet.test-support';

interface Fixture {
  appointment: string;
  /** A visit of the same owner and vet that has taken place. */
  pastVisit: string;
  schedule: string;
  breakId: string;
  holiday: string;
  vetId: string;
  bookable: Record<string, unknown>;
}

const t = perTestVetApp();
let fx: Fixture;
let callers: Record<'guest' | 'otherOwner' | 'otherVet' | 'owner' | 'vet', Send>;

beforeEach(async () => {
  const vet = await makeVet(t.app, t.db, 'vet@example.com');
  const otherVet = await makeVet(t.app, t.db, 'vet2@example.com');
  const owner = await makeOwner(t.app, t.db, 'owner@example.com');
  const otherOwner = await makeOwner(t.app, t.db, 'owner2@example.com');
  const date = daysAhead(3);
  const schedule: ScheduleDoc = await addSchedule(t.db, vet, {
    scheduleDate: date,
    startTime: '09:00',
    endTime: '12:00',
  });
  const booked = await bookAtNine(owner, vet, schedule);
  const repos = createVetRepositories(t.db);
  const breakId = new ObjectId();
  await repos.breaks.insert({
    _id: breakId,
    scheduleId: schedule._id,
    vetId: vet.vet._id,
    startTime: '11:30',
    endTime: '12:00',
    reason: '',
  });
  const holiday = new ObjectId();
  await repos.holidays.insert({
    _id: holiday,
    vetId: vet.vet._id,
    startDate: daysAhead(20),
    endDate: daysAhead(20),
    reason: '',
  });
  const appointment = AppointmentCreated.parse(await booked.json()).appointment.id;
  const upcoming = await repos.appointments.findById(new ObjectId(appointment));
  const pastVisit = new ObjectId();
  const ended = Date.now() - 60 * 60_000;
  await repos.appointments.insert({
    ...upcoming!,
    _id: pastVisit,
    startsAt: new Date(ended - 30 * 60_000),
    endsAt: new Date(ended),
  });
  fx = {
    appointment,
    pastVisit: pastVisit.toHexString(),
    schedule: schedule._id.toHexString(),
    breakId: breakId.toHexString(),
    holiday: holiday.toHexString(),
    vetId: vet.id,
    bookable: {
      vetId: vet.id,
      date,
      startTime: '10:00',
      scheduleId: schedule._id.toHexString(),
      appointmentType: 'in_person',
    },
  };
  callers = {
    guest: requester(t.app),
    otherOwner: otherOwner.send,
    otherVet: otherVet.send,
    owner: owner.send,
    vet: vet.send,
  };
});

type Expect = [guest: number, otherOwner: number, otherVet: number, owner: number, vet: number];
const weekly = { scheduleDate: null, dayOfWeek: 'friday', startTime: '09:00', endTime: '10:00' };

const rows: Array<[string, string, (f: Fixture) => string, ((f: Fixture) => unknown) | undefined, Expect]> = [
  ['GET', 'vets', () => '/api/vet/vets', undefined, [200, 200, 200, 200, 200]],
  ['GET', 'one vet', (f) => `/api/vet/vets/${f.vetId}`, undefined, [200, 200, 200, 200, 200]],
  ['GET', 'reviews', (f) => `/api/vet/vets/${f.vetId}/reviews`, undefined, [200, 200, 200, 200, 200]],
  ['GET', 'availability', (f) => `/api/vet/vets/${f.vetId}/availability`, undefined, [200, 200, 200, 200, 200]],
  ['GET', 'slots', (f) => `/api/vet/vets/${f.vetId}/slots?date=${daysAhead(3)}`, undefined, [200, 200, 200, 200, 200]],
  // Owners book (the other owner takes the free slot first, so the owner then finds it taken); vets have no owner record.
  ['POST', 'book', () => '/api/vet/appointments', (f) => f.bookable, [401, 201, 403, 409, 403]],
  ['GET', 'own list', () => '/api/vet/appointments', undefined, [401, 200, 200, 200, 200]],
  ['POST', 'cancel', (f) => `/api/vet/appointments/${f.appointment}/cancel`, undefined, [401, 404, 404, 200, 404]],
  ['POST', 'pay', (f) => `/api/vet/appointments/${f.appointment}/pay`, () => ({}), [401, 404, 404, 409, 404]],
  [
    'POST',
    'rate',
    (f) => `/api/vet/appointments/${f.appointment}/rating`,
    () => ({ rating: 5 }),
    [401, 404, 404, 409, 404],
  ],
  ['GET', 'visit notes', () => '/api/vet/visit-notes', undefined, [401, 200, 200, 200, 200]],
  ['GET', 'practice', () => '/api/vet/practice', undefined, [401, 403, 200, 403, 200]],
  [
    'PUT',
    'settings',
    () => '/api/vet/practice/settings',
    () => ({ timeZone: 'UTC', consultationFee: 10 }),
    [401, 403, 200, 403, 200],
  ],
  ['POST', 'add schedule', () => '/api/vet/practice/schedules', () => weekly, [401, 403, 201, 403, 201]],
  ['PUT', 'edit schedule', (f) => `/api/vet/practice/schedules/${f.schedule}`, () => weekly, [401, 403, 404, 403, 200]],
  [
    'DELETE',
    'delete schedule',
    (f) => `/api/vet/practice/schedules/${f.schedule}`,
    undefined,
    [401, 403, 404, 403, 200],
  ],
  [
    'POST',
    'add break',
    (f) => `/api/vet/practice/schedules/${f.schedule}/breaks`,
    () => ({ startTime: '09:00', endTime: '09:30' }),
    [401, 403, 404, 403, 201],
  ],
  ['DELETE', 'delete break', (f) => `/api/vet/practice/breaks/${f.breakId}`, undefined, [401, 403, 404, 403, 200]],
  [
    'POST',
    'add holiday',
    () => '/api/vet/practice/holidays',
    () => ({ startDate: daysAhead(9), endDate: daysAhead(9) }),
    [401, 403, 201, 403, 201],
  ],
  ['DELETE', 'delete holiday', (f) => `/api/vet/practice/holidays/${f.holiday}`, undefined, [401, 403, 404, 403, 200]],
  ['GET', 'practice appointments', () => '/api/vet/practice/appointments', undefined, [401, 403, 200, 403, 200]],
  [
    'POST',
    'confirm',
    (f) => `/api/vet/practice/appointments/${f.appointment}/confirm`,
    undefined,
    [401, 403, 404, 403, 200],
  ],
  [
    'POST',
    'vet cancel',
    (f) => `/api/vet/practice/appointments/${f.appointment}/cancel`,
    undefined,
    [401, 403, 404, 403, 200],
  ],
  [
    'PUT',
    'notes',
    (f) => `/api/vet/practice/appointments/${f.pastVisit}/notes`,
    () => ({ notes: 'Fine.' }),
    [401, 403, 404, 403, 200],
  ],
];

describe('authorization of every vet route', () => {
  it.each(rows)('%s %s', async (method, _name, path, body, expected) => {
    const actual: number[] = [];
    for (const who of ['guest', 'otherOwner', 'otherVet', 'owner', 'vet'] as const) {
      actual.push((await callers[who](method, path(fx), body?.(fx))).status);
    }
    expect(actual).toEqual(expected);
  });
});
