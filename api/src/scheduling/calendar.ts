/**
 * A provider's calendar (a vet's, a stylist's) as the slot engine reads it: schedules (with their breaks), holidays and the instants
 * already taken by pending or confirmed appointments. `prepareCalendar` indexes it once per request so
 * that each day is answered without scanning every appointment.
 */
import type { Weekday } from '@petpal/contracts';
import { minutesOf } from './local-date';

export interface CalendarBreak {
  startTime: string;
  endTime: string;
}

export interface CalendarSchedule {
  id: string;
  /** Set: this date only; it replaces that weekday's weekly schedules, available or not. */
  scheduleDate: string | null;
  /** Weekly schedules (scheduleDate null). */
  dayOfWeek: Weekday | null;
  startTime: string;
  endTime: string;
  slotDurationMinutes?: number | null;
  isAvailable: boolean;
  breaks: readonly CalendarBreak[];
}

export interface CalendarHoliday {
  /** Both ends included. */
  startDate: string;
  endDate: string;
  reason: string;
}

/** An instant range [startMs, endMs) taken by a pending or confirmed appointment. */
export interface BusyInterval {
  startMs: number;
  endMs: number;
}

export interface CalendarInput {
  timeZone: string;
  /** The slot length of schedules without slot_duration_minutes (the provider kind's: vet 30, stylist 60). */
  defaultSlotMinutes: number;
  schedules: readonly CalendarSchedule[];
  holidays: readonly CalendarHoliday[];
  busy: readonly BusyInterval[];
}

/** A schedule in local minutes of its day. */
export interface PreparedSchedule {
  id: string;
  start: number;
  end: number;
  duration: number;
  /** [start, end) local minutes. */
  breaks: ReadonlyArray<readonly [number, number]>;
}

export interface PreparedCalendar {
  timeZone: string;
  defaultSlotMinutes: number;
  /** Dates with a date-specific schedule, available or not: their weekly schedules do not apply. */
  overriddenDates: ReadonlySet<string>;
  /** Only available date-specific schedules, by date. */
  availableByDate: ReadonlyMap<string, readonly PreparedSchedule[]>;
  /** Available weekly schedules by weekday. */
  weekly: ReadonlyMap<Weekday, readonly PreparedSchedule[]>;
  holidays: readonly CalendarHoliday[];
  /** Busy intervals sorted by start, as parallel arrays. */
  busyStarts: Float64Array;
  busyEnds: Float64Array;
  longestBusyMs: number;
}

/**
 * The slot length of a schedule: slot_duration_minutes, the provider kind's default when missing (spec
 * section 9: 30 minutes for vets, 60 for stylists).
 */
export function slotLengthOf(schedule: Pick<CalendarSchedule, 'slotDurationMinutes'>, defaultMinutes: number): number {
  const value = schedule.slotDurationMinutes;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : defaultMinutes;
}

/** Local minutes of a schedule, or null when its times are unusable (then it yields no slot). */
export function scheduleMinutes(schedule: CalendarSchedule): { start: number; end: number } | null {
  const start = minutesOf(schedule.startTime);
  const end = minutesOf(schedule.endTime);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { start, end };
}

function prepareSchedule(schedule: CalendarSchedule, defaultMinutes: number): PreparedSchedule | null {
  const span = scheduleMinutes(schedule);
  if (!span) return null;
  const breaks = schedule.breaks
    .map((b) => [minutesOf(b.startTime), minutesOf(b.endTime)] as const)
    .filter(([start, end]) => !Number.isNaN(start) && !Number.isNaN(end) && end > start);
  return { id: schedule.id, ...span, duration: slotLengthOf(schedule, defaultMinutes), breaks };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const byStartThenId = (a: PreparedSchedule, b: PreparedSchedule) =>
  a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function prepareCalendar(input: CalendarInput): PreparedCalendar {
  const overriddenDates = new Set<string>();
  const availableByDate = new Map<string, PreparedSchedule[]>();
  const weekly = new Map<Weekday, PreparedSchedule[]>();
  for (const schedule of input.schedules) {
    const prepared = prepareSchedule(schedule, input.defaultSlotMinutes);
    if (schedule.scheduleDate !== null) {
      // Even an unavailable (or unusable) override replaces the weekly schedules of its date.
      overriddenDates.add(schedule.scheduleDate);
      if (prepared && schedule.isAvailable) push(availableByDate, schedule.scheduleDate, prepared);
    } else if (schedule.dayOfWeek !== null && prepared && schedule.isAvailable) {
      push(weekly, schedule.dayOfWeek, prepared);
    }
  }
  for (const list of [...availableByDate.values(), ...weekly.values()]) list.sort(byStartThenId);

  const busy = input.busy.filter((b) => b.endMs > b.startMs).sort((a, b) => a.startMs - b.startMs);
  const busyStarts = new Float64Array(busy.length);
  const busyEnds = new Float64Array(busy.length);
  let longestBusyMs = 0;
  busy.forEach((b, i) => {
    busyStarts[i] = b.startMs;
    busyEnds[i] = b.endMs;
    longestBusyMs = Math.max(longestBusyMs, b.endMs - b.startMs);
  });
  const holidays = [...input.holidays].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  return {
    timeZone: input.timeZone,
    defaultSlotMinutes: input.defaultSlotMinutes,
    overriddenDates,
    availableByDate,
    weekly,
    holidays,
    busyStarts,
    busyEnds,
    longestBusyMs,
  };
}

/** True when [startMs, endMs) overlaps a busy interval (start < busyEnd && end > busyStart). */
export function overlapsBusy(calendar: PreparedCalendar, startMs: number, endMs: number): boolean {
  const { busyStarts, busyEnds, longestBusyMs } = calendar;
  // First interval starting at or after endMs: none from there on can overlap.
  let lo = 0;
  let hi = busyStarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((busyStarts[mid] as number) < endMs) lo = mid + 1;
    else hi = mid;
  }
  // Walking back, an interval starting before startMs - longest cannot reach startMs.
  for (let i = lo - 1; i >= 0 && (busyStarts[i] as number) > startMs - longestBusyMs; i--) {
    if ((busyEnds[i] as number) > startMs) return true;
  }
  return false;
}

/** The holiday covering `date` (both ends included), or null. */
export function holidayOn(holidays: readonly CalendarHoliday[], date: string): CalendarHoliday | null {
  for (const holiday of holidays) {
    if (holiday.startDate <= date && date <= holiday.endDate) return holiday;
  }
  return null;
}
