/**
 * Property: over random schedules, breaks, holidays, appointments and zones, with a booking window that
 * always contains a daylight-saving change day, every slot shown is accepted by the booking validation,
 * and the validation accepts nothing that is not shown.
 */
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { DEFAULT_SLOT_MINUTES, type Weekday } from '@petpal/contracts';
import { bookingWindow } from './booking-window';
import { prepareCalendar, type CalendarSchedule, type CalendarInput } from './calendar';
import { checkSlot } from './check-slot';
import { planDay, visibleSlots, type PlannedSlot } from './day-plan';
import { DAY_MS, MINUTE_MS, addDays, clockOf, dateOfWall, minutesOf, wallMidnight } from './local-date';
import { wallOf } from './zoned-time';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Adelaide'] as const;
/** Every change day of these zones in 2026 and 2027. */
const DST_DAYS = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2027-03-14',
  '2027-03-28',
  '2027-04-04',
  '2027-10-03',
  '2027-10-31',
  '2027-11-07',
] as const;
const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DURATIONS = [undefined, 5, 10, 15, 20, 30, 45, 60, 90, 120, 240] as const;

/** Local minutes on the 5-minute grid, often in the small hours where the changes happen. */
const minute = fc.oneof(
  fc.integer({ min: 0, max: 60 }).map((n) => n * 5),
  fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
);

const scheduleSpec = fc.record({
  dated: fc.boolean(),
  dayOfWeek: fc.constantFrom(...WEEKDAYS),
  dateOffset: fc.integer({ min: -2, max: 33 }),
  start: minute,
  length: fc.integer({ min: 1, max: 288 }).map((n) => n * 5),
  duration: fc.constantFrom(...DURATIONS),
  isAvailable: fc.oneof(fc.constant(true), fc.boolean()),
  breaks: fc.array(fc.record({ start: minute, length: fc.integer({ min: 1, max: 24 }).map((n) => n * 5) }), {
    maxLength: 2,
  }),
});

const scenario = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  changeDay: fc.constantFrom(...DST_DAYS),
  daysBefore: fc.integer({ min: 0, max: 30 }),
  nowMinute: fc.integer({ min: 0, max: 1439 }),
  schedules: fc.array(scheduleSpec, { maxLength: 8 }),
  holidays: fc.array(fc.record({ offset: fc.integer({ min: -3, max: 33 }), length: fc.integer({ min: 0, max: 4 }) }), {
    maxLength: 3,
  }),
  busy: fc.array(
    fc.record({
      minutesFromNow: fc.integer({ min: -24 * 12, max: 32 * 24 * 12 }).map((n) => n * 5),
      length: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
    }),
    { maxLength: 12 },
  ),
  candidates: fc.array(fc.record({ dayOffset: fc.integer({ min: -2, max: 32 }), start: minute, schedule: fc.nat() }), {
    maxLength: 40,
  }),
  exhaustiveOffset: fc.integer({ min: 0, max: 30 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario): { input: CalendarInput; nowMs: number; today: string } {
  // "now" lies 0-30 days before the change day (read in UTC, then the vet's own today is used).
  const nowMs = wallMidnight(s.changeDay) - s.daysBefore * DAY_MS + s.nowMinute * MINUTE_MS;
  const today = bookingWindow(s.timeZone, nowMs).today;
  const schedules: CalendarSchedule[] = s.schedules.map((spec, i) => ({
    id: `s${i}`,
    scheduleDate: spec.dated ? addDays(today, spec.dateOffset) : null,
    dayOfWeek: spec.dated ? null : spec.dayOfWeek,
    startTime: clockOf(spec.start),
    endTime: clockOf(Math.min(1440, spec.start + spec.length)),
    slotDurationMinutes: spec.duration ?? null,
    isAvailable: spec.isAvailable,
    breaks: spec.breaks.map((b) => ({
      startTime: clockOf(b.start),
      endTime: clockOf(Math.min(1440, b.start + b.length)),
    })),
  }));
  const holidays = s.holidays.map((h, i) => ({
    startDate: addDays(today, h.offset),
    endDate: addDays(today, h.offset + h.length),
    reason: `h${i}`,
  }));
  const busy = s.busy.map((b) => {
    const startMs = Math.floor(nowMs / (5 * MINUTE_MS)) * 5 * MINUTE_MS + b.minutesFromNow * MINUTE_MS;
    return { startMs, endMs: startMs + b.length * MINUTE_MS };
  });
  return {
    input: { timeZone: s.timeZone, defaultSlotMinutes: DEFAULT_SLOT_MINUTES, schedules, holidays, busy },
    nowMs,
    today,
  };
}

const keyOf = (date: string, startTime: string, scheduleId: string) => `${date} ${startTime} ${scheduleId}`;

/** Plain checks (no expect) in the hot loops: a run makes thousands of them. */
function assert(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function checkScenario(s: Scenario): void {
  const { input, nowMs, today } = build(s);
  const calendar = prepareCalendar(input);
  const window = bookingWindow(input.timeZone, nowMs);
  const shown = new Map<string, PlannedSlot>();

  for (const date of window.dates) {
    const slots = visibleSlots(planDay(calendar, date), nowMs);
    const lastStart = new Map<string, number>();
    for (const slot of slots) {
      const key = keyOf(date, slot.startTime, slot.scheduleId);
      shown.set(key, slot);
      // Every shown slot is bookable, with the same end and instants.
      const verdict = checkSlot(input, { date, startTime: slot.startTime, scheduleId: slot.scheduleId }, nowMs);
      assert(
        verdict.ok &&
          verdict.endTime === slot.endTime &&
          verdict.startMs === slot.startMs &&
          verdict.endMs === slot.endMs,
        () => `shown ${key} but the validation says ${JSON.stringify(verdict)}`,
      );
      // ...starts in the future, at the local date and time it says, and overlaps no appointment or holiday.
      assert(slot.startMs > nowMs, () => `${key} is in the past`);
      // (Reading the zone is slow: check the change day's slots and each date's first.)
      if (date === s.changeDay || lastStart.size === 0) {
        const wall = wallOf(input.timeZone, slot.startMs);
        assert(
          dateOfWall(wall) === date && clockOf((wall % DAY_MS) / MINUTE_MS) === slot.startTime,
          () => `${key} is at ${new Date(wall).toISOString()} local`,
        );
      }
      assert(
        !input.busy.some((b) => slot.startMs < b.endMs && slot.endMs > b.startMs),
        () => `${key} overlaps an appointment`,
      );
      assert(!input.holidays.some((h) => h.startDate <= date && date <= h.endDate), () => `${key} is on a holiday`);
      // A repeated hour is shown once: each schedule's slots move strictly forward in time.
      const previous = lastStart.get(slot.scheduleId);
      assert(previous === undefined || slot.startMs > previous, () => `${key} repeats an earlier instant`);
      lastStart.set(slot.scheduleId, slot.startMs);
    }
  }

  const accepts = (date: string, startTime: string, scheduleId: string) => {
    const key = keyOf(date, startTime, scheduleId);
    if (shown.has(key)) return;
    const verdict = checkSlot(input, { date, startTime, scheduleId }, nowMs);
    assert(!verdict.ok, () => `accepted ${key}, which is not shown`);
  };
  const ids = [...input.schedules.map((x) => x.id), 'unknown'];
  // Nothing outside availability is accepted: random requests...
  for (const c of s.candidates) {
    accepts(addDays(today, c.dayOffset), clockOf(c.start), ids[c.schedule % ids.length] as string);
  }
  // ...every 5-minute start of every schedule on the change day and on one more date...
  for (const date of [s.changeDay, addDays(today, s.exhaustiveOffset)]) {
    for (const id of ids) for (let m = 0; m < 1440; m += 5) accepts(date, clockOf(m), id);
  }
  // ...and the neighbours of every shown slot.
  for (const slot of [...shown.values()].filter((_, i) => i % 7 === 0)) {
    for (const id of ids) {
      for (const delta of [-5, 5]) {
        const start = minutesOf(slot.startTime) + delta;
        if (start >= 0 && start < 1440) accepts(slot.date, clockOf(start), id);
      }
    }
  }
}

describe('slots shown = bookings accepted (property)', () => {
  it('holds over random calendars in UTC, New York, Berlin, Kolkata and Adelaide, across every change day', () => {
    fc.assert(fc.property(scenario, checkScenario), { numRuns: 200 });
  });

  it('holds with the window starting on each change day itself', () => {
    for (const changeDay of DST_DAYS) {
      fc.assert(
        fc.property(scenario, (s) => checkScenario({ ...s, changeDay, daysBefore: 0, nowMinute: 0 })),
        { numRuns: 10 },
      );
    }
  });
});
