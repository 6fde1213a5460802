import { describe, expect, it } from 'vitest';
import { at, calendar, schedule } from './availability.test-support';
import { availabilityOf, bookingWindow, summarizeWindow, visibleDay } from './booking-window';
import { prepareCalendar, type CalendarInput } from './calendar';
import { checkSlot } from './check-slot';
import { planDay } from './day-plan';

// Sunday 22 November 2026, 08:00 UTC; the 23rd is a Monday.
const NOW = at('2026-11-22T08:00:00Z');

const times = (input: CalendarInput, date: string) =>
  planDay(prepareCalendar(input), date).slots.map((s) => `${s.startTime}-${s.endTime}`);

describe('one date (spec section 5)', () => {
  it('cuts weekly schedules into slots of their length, skipping breaks, never past the end', () => {
    const monday = schedule({
      dayOfWeek: 'monday',
      startTime: '09:00',
      endTime: '11:45',
      breaks: [{ startTime: '10:00', endTime: '10:30' }],
    });
    expect(times(calendar({ schedules: [monday] }), '2026-11-23')).toEqual([
      '09:00-09:30',
      '09:30-10:00',
      '10:30-11:00',
      '11:00-11:30',
    ]);
    const hourly = schedule({ dayOfWeek: 'monday', startTime: '09:00', endTime: '11:00', slotDurationMinutes: 60 });
    expect(times(calendar({ schedules: [hourly] }), '2026-11-23')).toEqual(['09:00-10:00', '10:00-11:00']);
    expect(times(calendar({ schedules: [monday] }), '2026-11-24')).toEqual([]);
  });

  it('defaults to 30 minutes when slotDurationMinutes is missing or unusable', () => {
    for (const slotDurationMinutes of [undefined, null, 0, -15, 7.5]) {
      const s = schedule({ dayOfWeek: 'monday', startTime: '09:00', endTime: '10:00', slotDurationMinutes });
      expect(times(calendar({ schedules: [s] }), '2026-11-23')).toEqual(['09:00-09:30', '09:30-10:00']);
    }
  });

  it('leaves out unavailable schedules and slots overlapping pending or confirmed appointments', () => {
    const open = schedule({ dayOfWeek: 'monday', startTime: '09:00', endTime: '11:00' });
    const closed = schedule({ dayOfWeek: 'monday', startTime: '14:00', endTime: '15:00', isAvailable: false });
    const busy = [{ startMs: at('2026-11-23T09:15:00Z'), endMs: at('2026-11-23T09:45:00Z') }];
    expect(times(calendar({ schedules: [open, closed], busy }), '2026-11-23')).toEqual(['10:00-10:30', '10:30-11:00']);
    // Touching is not overlapping.
    const touching = [{ startMs: at('2026-11-23T09:00:00Z'), endMs: at('2026-11-23T09:30:00Z') }];
    expect(times(calendar({ schedules: [open], busy: touching }), '2026-11-23')).toHaveLength(3);
  });

  it('regression: a date-specific schedule opens a weekday that is normally closed', () => {
    const weekly = schedule({ dayOfWeek: 'monday', startTime: '09:00', endTime: '10:00' });
    const sundayOnly = schedule({ scheduleDate: '2026-11-29', startTime: '12:00', endTime: '13:00' });
    const input = calendar({ schedules: [weekly, sundayOnly] });
    expect(times(input, '2026-11-29')).toEqual(['12:00-12:30', '12:30-13:00']);
    expect(times(input, '2026-12-06')).toEqual([]);
  });

  it('regression: a date-specific schedule closes a normally open day, available or not', () => {
    const weekly = schedule({ dayOfWeek: 'monday', startTime: '09:00', endTime: '10:00' });
    const closedOn30th = schedule({
      scheduleDate: '2026-11-30',
      startTime: '09:00',
      endTime: '10:00',
      isAvailable: false,
    });
    const shorterOn7th = schedule({ scheduleDate: '2026-12-07', startTime: '15:00', endTime: '15:30' });
    const input = calendar({ schedules: [weekly, closedOn30th, shorterOn7th] });
    expect(times(input, '2026-11-23')).toEqual(['09:00-09:30', '09:30-10:00']);
    expect(times(input, '2026-11-30')).toEqual([]);
    expect(planDay(prepareCalendar(input), '2026-11-30').scheduled).toBe(false);
    // It replaces the weekly hours rather than adding to them.
    expect(times(input, '2026-12-07')).toEqual(['15:00-15:30']);
  });

  it('regression: a holiday range blocks every day it covers, both ends included', () => {
    const daily = (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map(
      (dayOfWeek) => schedule({ dayOfWeek, startTime: '09:00', endTime: '10:00' }),
    );
    const input = calendar({
      schedules: daily,
      holidays: [{ startDate: '2026-11-25', endDate: '2026-11-27', reason: 'Conference' }],
    });
    const prepared = prepareCalendar(input);
    expect(planDay(prepared, '2026-11-24').slots).toHaveLength(2);
    for (const date of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      expect(planDay(prepared, date)).toMatchObject({ holiday: true, holidayReason: 'Conference', slots: [] });
      expect(checkSlot(input, { date, startTime: '09:00', scheduleId: daily[0]!.id }, NOW)).toEqual({
        ok: false,
        reason: 'holiday',
      });
    }
    expect(planDay(prepared, '2026-11-28').slots).toHaveLength(2);
  });

  it('shows no slot starting in the past, and says why a date is empty', () => {
    const sunday = schedule({ dayOfWeek: 'sunday', startTime: '07:00', endTime: '09:00' });
    const input = prepareCalendar(calendar({ schedules: [sunday] }));
    const window = bookingWindow('UTC', NOW);
    const today = visibleDay(planDay(input, '2026-11-22'), window, NOW);
    expect(today.slots.map((s) => s.startTime)).toEqual(['08:30']);
    expect(visibleDay(planDay(input, '2026-11-22'), window, at('2026-11-22T08:30:00Z')).emptyReason).toBe('past');
    expect(visibleDay(planDay(input, '2026-11-23'), window, NOW).emptyReason).toBe('no_schedule');
    expect(visibleDay(planDay(input, '2026-12-27'), window, NOW).emptyReason).toBe('outside_window');
    const booked = prepareCalendar(
      calendar({
        schedules: [sunday],
        busy: [{ startMs: at('2026-11-29T07:00:00Z'), endMs: at('2026-11-29T09:00:00Z') }],
      }),
    );
    expect(visibleDay(planDay(booked, '2026-11-29'), window, NOW).emptyReason).toBe('breaks_or_booked');
  });
});

describe('daylight-saving days', () => {
  it('gives no slot for local times that do not exist (New York, 8 March 2026)', () => {
    const hourly = schedule({
      scheduleDate: '2026-03-08',
      startTime: '00:00',
      endTime: '05:00',
      slotDurationMinutes: 60,
    });
    expect(times(calendar({ timeZone: 'America/New_York', schedules: [hourly] }), '2026-03-08')).toEqual([
      '00:00-01:00',
      '01:00-02:00',
      '03:00-04:00',
      '04:00-05:00',
    ]);
    const halfHourly = schedule({ scheduleDate: '2026-03-08', startTime: '01:00', endTime: '03:30' });
    const plan = planDay(
      prepareCalendar(calendar({ timeZone: 'America/New_York', schedules: [halfHourly] })),
      '2026-03-08',
    );
    expect(plan.slots.map((s) => [s.startTime, s.endTime, (s.endMs - s.startMs) / 60_000])).toEqual([
      ['01:00', '01:30', 30],
      ['01:30', '02:00', 30],
      ['03:00', '03:30', 30],
    ]);
  });

  it('shows the repeated hour once and checks appointments by instant (New York, 1 November 2026)', () => {
    const hourly = schedule({
      scheduleDate: '2026-11-01',
      startTime: '00:00',
      endTime: '03:00',
      slotDurationMinutes: 60,
    });
    const input = calendar({ timeZone: 'America/New_York', schedules: [hourly] });
    const plan = planDay(prepareCalendar(input), '2026-11-01');
    expect(
      plan.slots.map((s) => [s.startTime, new Date(s.startMs).toISOString(), new Date(s.endMs).toISOString()]),
    ).toEqual([
      ['00:00', '2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z'],
      ['01:00', '2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z'],
      ['02:00', '2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
    // An appointment in the second 01:00-02:00 (EST) takes the slot that covers it.
    const busy = [{ startMs: at('2026-11-01T06:30:00Z'), endMs: at('2026-11-01T07:00:00Z') }];
    expect(times({ ...input, busy }, '2026-11-01')).toEqual(['00:00-01:00', '02:00-03:00']);
  });
});

describe('the booking window', () => {
  const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((dayOfWeek) =>
    schedule({ dayOfWeek, startTime: '09:00', endTime: '10:00' }),
  );

  it('runs from today in the vet zone through 30 days ahead', () => {
    const window = bookingWindow('Asia/Kolkata', at('2026-11-22T19:00:00Z'));
    expect(window).toMatchObject({ today: '2026-11-23', lastDate: '2026-12-23' });
    expect(window.dates).toHaveLength(31);
  });

  it('lists available dates, holidays and scheduled dates', () => {
    const input = calendar({
      schedules: weekdays,
      holidays: [{ startDate: '2026-11-20', endDate: '2026-11-24', reason: 'Away' }],
    });
    const window = bookingWindow('UTC', NOW);
    const result = availabilityOf(window, summarizeWindow(prepareCalendar(input), window), NOW);
    expect(result.holidays).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(result.availableDates[0]).toBe('2026-11-25');
    expect(result.availableDates).not.toContain('2026-11-28');
    expect(result.availableDates).toHaveLength(20);
    expect(result.scheduledDates).toHaveLength(22);
    expect(result.hasSchedules).toBe(true);
  });

  it('tells a vet without schedules from one whose every scheduled date is a holiday', () => {
    const window = bookingWindow('UTC', NOW);
    const none = availabilityOf(window, summarizeWindow(prepareCalendar(calendar()), window), NOW);
    expect(none).toMatchObject({ availableDates: [], scheduledDates: [], hasSchedules: false });

    const onlyOn = schedule({ scheduleDate: '2026-11-26', startTime: '09:00', endTime: '10:00' });
    const input = calendar({
      schedules: [onlyOn],
      holidays: [{ startDate: '2026-11-26', endDate: '2026-11-26', reason: 'Thanksgiving' }],
    });
    const allHolidays = availabilityOf(window, summarizeWindow(prepareCalendar(input), window), NOW);
    expect(allHolidays).toMatchObject({
      availableDates: [],
      scheduledDates: ['2026-11-26'],
      holidays: ['2026-11-26'],
      hasSchedules: true,
    });
  });
});

describe('checkSlot (the booking validation)', () => {
  const monday = schedule({
    dayOfWeek: 'monday',
    startTime: '09:00',
    endTime: '12:00',
    breaks: [{ startTime: '10:00', endTime: '10:30' }],
  });
  const input = calendar({
    schedules: [monday],
    busy: [{ startMs: at('2026-11-23T11:00:00Z'), endMs: at('2026-11-23T11:30:00Z') }],
  });
  const check = (date: string, startTime: string, scheduleId = monday.id, now = NOW) =>
    checkSlot(input, { date, startTime, scheduleId }, now);

  it('accepts an offered slot with its end and instants', () => {
    expect(check('2026-11-23', '09:30')).toEqual({
      ok: true,
      endTime: '10:00',
      startMs: at('2026-11-23T09:30:00Z'),
      endMs: at('2026-11-23T10:00:00Z'),
    });
  });

  it.each([
    ['2026-11-23', '09:10', monday.id, 'unavailable'],
    ['2026-11-23', '10:00', monday.id, 'unavailable'],
    ['2026-11-23', '11:30', 'other', 'unavailable'],
    ['2026-11-24', '09:00', monday.id, 'unavailable'],
    ['2026-11-23', '11:00', monday.id, 'taken'],
    ['2026-11-23', '11:30', monday.id, 'ok'],
    ['2026-11-23', '12:00', monday.id, 'unavailable'],
    ['2026-12-28', '09:00', monday.id, 'outside_window'],
    ['2026-11-16', '09:00', monday.id, 'outside_window'],
    ['2026-02-30', '09:00', monday.id, 'outside_window'],
  ])('%s %s (%s): %s', (date, startTime, scheduleId, expected) => {
    const result = check(date, startTime, scheduleId);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('refuses a slot that has started', () => {
    expect(check('2026-11-23', '09:00', monday.id, at('2026-11-23T09:00:00Z'))).toEqual({ ok: false, reason: 'past' });
  });
});
