import {
  datesBetween,
  OVERNIGHT_SERVICE_TYPES,
  REQUEST_EXPIRY_HOURS,
  weekdayOf,
  type BookingServiceType,
  type CareScheduleType,
  type Weekday,
} from '@petpal/contracts';

/** Claims sit on a grid of this many minutes: the grid request times are chosen on (ClockTime). */
export const CLAIM_CELL_MINUTES = 5;
const CELL_MS = CLAIM_CELL_MINUTES * 60_000;
const EXPIRY_MS = REQUEST_EXPIRY_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at an instant, read as if it were UTC (so offset = wall - instant). */
function wallClockMs(timeZone: string, ms: number): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, ms: number): string {
  return new Date(wallClockMs(timeZone, ms)).toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock date and HH:MM in `timeZone`. A time skipped by a daylight-saving change
 * lands just after the gap; a repeated one takes its first occurrence.
 */
export function instantOf(timeZone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offsets a day before and a day after: at most one change lies between them.
  const before = wall - (wallClockMs(timeZone, wall - DAY_MS) - (wall - DAY_MS));
  const after = wall - (wallClockMs(timeZone, wall + DAY_MS) - (wall + DAY_MS));
  const valid = [before, after].filter((ms) => wallClockMs(timeZone, ms) === wall);
  if (valid.length > 0) return Math.min(...valid);
  // In a gap: the offset before the change moves the time forward past it, as a clock would.
  return before;
}

/** What decides when a request holds its sitter. */
export interface RequestCoverage {
  serviceType: BookingServiceType;
  scheduleType: CareScheduleType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** The repeat schedule's weekdays (ignored for one-time requests). */
  daysOfWeek: readonly Weekday[];
}

export interface Window {
  startMs: number;
  endMs: number;
}

/**
 * The time a request holds its sitter, as instants in ascending order. Overnight services (house sitting,
 * hostel check-in) are one window from the start date and time to the end date and time; walks and day
 * care are startTime-endTime on every day of the range, or on the chosen weekdays of a repeat schedule.
 */
export function windowsOf(request: RequestCoverage): Window[] {
  const { timeZone, startTime, endTime } = request;
  if (OVERNIGHT_SERVICE_TYPES.includes(request.serviceType)) {
    return [
      {
        startMs: instantOf(timeZone, request.startDate, startTime),
        endMs: instantOf(timeZone, request.endDate, endTime),
      },
    ];
  }
  const repeat = request.scheduleType === 'repeat-weekly';
  return datesBetween(request.startDate, request.endDate)
    .filter((date) => !repeat || request.daysOfWeek.includes(weekdayOf(date)))
    .map((date) => ({ startMs: instantOf(timeZone, date, startTime), endMs: instantOf(timeZone, date, endTime) }))
    .filter((window) => window.endMs > window.startMs);
}

/**
 * The claim cells of the windows: each 5-minute UTC cell any window touches, as epoch minutes,
 * ascending and once each. Instants, so requests made in different zones still meet on one grid.
 */
export function cellsOf(windows: readonly Window[]): number[] {
  const cells = new Set<number>();
  for (const { startMs, endMs } of windows) {
    for (let cell = Math.floor(startMs / CELL_MS); cell * CELL_MS < endMs; cell++) {
      cells.add(cell * CLAIM_CELL_MINUTES);
    }
  }
  return [...cells].sort((a, b) => a - b);
}

/** A pending request expires 24 hours after it was sent, or when it starts if that comes first. */
export function expiryOf(createdAt: Date, startsAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + EXPIRY_MS, startsAt.getTime()));
}

/** True once a pending request can no longer be answered (its stored deadline, or 24 hours, has passed). */
export function isPastDeadline(request: { createdAt: Date; expiresAt: Date }, now: Date): boolean {
  return now >= request.expiresAt || now.getTime() >= request.createdAt.getTime() + EXPIRY_MS;
}
