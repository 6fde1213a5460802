/**
 * Every stylist route against five callers: a guest, the appointment's owner, another owner, the
 * appointment's stylist and another stylist. Each row starts from fresh data; callers go in column order.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { StylingAppointmentCreated, StylistPractice } from '@petpal/contracts';
import { createCareTestApp, makeOwner, perTestCareApp, requester, type Send } from '../care.test-support';
import { makeStylist, stylingBody, stylistDay, STYLING_START } from './stylists.test-support';

interface Fixture {
  appointment: string;
  stylistId: string;
  schedule: string;
  breakId: string;
  holiday: string;
  bookable: Record<string, unknown>;
}

const { clock, t } = perTestCareApp(createCareTestApp, STYLING_START);
let fx: Fixture;
let callers: Record<'guest' | 'otherOwner' | 'otherStylist' | 'owner' | 'stylist', Send>;

beforeEach(async () => {
  const stylist = await makeStylist(t, 'stylist@example.com');
  const otherStylist = await makeStylist(t, 'stylist2@example.com');
  const owner = await makeOwner(t, 'owner@example.com');
  const otherOwner = await makeOwner(t, 'owner2@example.com');
  const booked = await owner.send('POST', '/stylist-appointments', stylingBody(clock, stylist));
  const appointment = StylingAppointmentCreated.parse(await booked.json()).appointment.id;
  const day = stylistDay(clock, 9);
  const withHoliday = StylistPractice.parse(
    await (await stylist.send('POST', '/stylist-practice/holidays', { startDate: day, endDate: day })).json(),
  );
  const schedule = withHoliday.schedules[0]!;
  fx = {
    appointment,
    stylistId: stylist.stylistId,
    schedule: schedule.id,
    breakId: schedule.breaks[0]!.id,
    holiday: withHoliday.holidays[0]!.id,
    bookable: stylingBody(clock, stylist, { startTime: '11:00' }),
  };
  callers = {
    guest: requester(t),
    otherOwner: otherOwner.send,
    otherStylist: otherStylist.send,
    owner: owner.send,
    stylist: stylist.send,
  };
});

type Expect = [guest: number, otherOwner: number, otherStylist: number, owner: number, stylist: number];
const weekly = { dayOfWeek: 'friday', startTime: '09:00', endTime: '10:00' };

const rows: Array<[string, string, (f: Fixture) => string, ((f: Fixture) => unknown) | undefined, Expect]> = [
  ['GET', 'search', () => '/stylists', undefined, [401, 200, 200, 200, 200]],
  ['GET', 'availability', (f) => `/stylists/${f.stylistId}/availability`, undefined, [401, 200, 200, 200, 200]],
  [
    'GET',
    'slots',
    (f) => `/stylists/${f.stylistId}/slots?date=${String(f.bookable.date)}`,
    undefined,
    [401, 200, 200, 200, 200],
  ],
  // The other owner takes the free slot first, so the owner then finds it taken; stylists have no owner record.
  ['POST', 'book', () => '/stylist-appointments', (f) => f.bookable, [401, 201, 403, 409, 403]],
  ['GET', 'own list', () => '/stylist-appointments', undefined, [401, 200, 403, 200, 403]],
  [
    'POST',
    'owner cancel',
    (f) => `/stylist-appointments/${f.appointment}/cancel`,
    undefined,
    [401, 404, 403, 200, 403],
  ],
  ['GET', 'practice', () => '/stylist-practice', undefined, [401, 403, 200, 403, 200]],
  ['PUT', 'settings', () => '/stylist-practice/settings', () => ({ timeZone: 'UTC' }), [401, 403, 200, 403, 200]],
  ['POST', 'add schedule', () => '/stylist-practice/schedules', () => weekly, [401, 403, 201, 403, 201]],
  ['PUT', 'edit schedule', (f) => `/stylist-practice/schedules/${f.schedule}`, () => weekly, [401, 403, 404, 403, 200]],
  [
    'DELETE',
    'delete schedule',
    (f) => `/stylist-practice/schedules/${f.schedule}`,
    undefined,
    [401, 403, 404, 403, 200],
  ],
  [
    'POST',
    'add break',
    (f) => `/stylist-practice/schedules/${f.schedule}/breaks`,
    () => ({ startTime: '09:00', endTime: '09:30' }),
    [401, 403, 404, 403, 201],
  ],
  ['DELETE', 'delete break', (f) => `/stylist-practice/breaks/${f.breakId}`, undefined, [401, 403, 404, 403, 200]],
  [
    'POST',
    'add holiday',
    () => '/stylist-practice/holidays',
    (f) => ({ startDate: f.bookable.date, endDate: f.bookable.date }),
    [401, 403, 201, 403, 201],
  ],
  ['DELETE', 'delete holiday', (f) => `/stylist-practice/holidays/${f.holiday}`, undefined, [401, 403, 404, 403, 200]],
  ['GET', 'practice appointments', () => '/stylist-practice/appointments', undefined, [401, 403, 200, 403, 200]],
  [
    'POST',
    'stylist cancel',
    (f) => `/stylist-practice/appointments/${f.appointment}/cancel`,
    () => ({ reason: 'Unwell' }),
    [401, 403, 404, 403, 200],
  ],
];

describe('authorization of every stylist route', () => {
  it.each(rows)('%s %s', async (method, _name, path, body, expected) => {
    const actual: number[] = [];
    for (const who of ['guest', 'otherOwner', 'otherStylist', 'owner', 'stylist'] as const) {
      actual.push((await callers[who](method, path(fx), body?.(fx))).status);
    }
    expect(actual).toEqual(expected);
  });
});
