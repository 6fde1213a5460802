/**
 * Wall-clock time in an IANA zone <-> instants: the one zone module of the API (decision 059). Offsets come
 * from `@date-fns/tz` (`tzOffset`); each (zone, date) is resolved once into a `ZoneDay` (the offset before
 * and after a transition near that date, if any), after which every local time of the day converts with
 * arithmetic. Rules at a daylight-saving change:
 * - a local time inside a spring-forward gap does not exist (`toInstant` answers null; `instantOf`, for a
 *   time a person typed, moves it past the gap as a clock would);
 * - a local time in a fall-back overlap occurs twice; the earlier occurrence is taken.
 */
import { tzOffset } from '@date-fns/tz';
import { DAY_MS, MINUTE_MS, dateOfWall, minutesOf, wallMidnight } from './local-date';

const HOUR_MS = 60 * MINUTE_MS;

/** UTC offset (wall minus instant, ms) in effect at `instantMs`. */
export function offsetAt(timeZone: string, instantMs: number): number {
  const minutes = tzOffset(timeZone, new Date(instantMs));
  if (Number.isNaN(minutes)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return Math.round(minutes * MINUTE_MS);
}

/** The wall clock of `instantMs` in `timeZone`, as milliseconds read as UTC (whole seconds). */
export function wallOf(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return whole + offsetAt(timeZone, whole);
}

const lastDateIn = new Map<string, { minute: number; date: string }>();

/** YYYY-MM-DD of `instantMs` in `timeZone` (e.g. "today" for the vet); remembers the last minute per zone. */
export function dateIn(timeZone: string, instantMs: number): string {
  const minute = Math.floor(instantMs / MINUTE_MS);
  const last = lastDateIn.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = dateOfWall(wallOf(timeZone, instantMs));
  if (lastDateIn.size > 1000) lastDateIn.clear();
  lastDateIn.set(timeZone, { minute, date });
  return date;
}

/**
 * How one local date of a zone maps to instants. `transition` is the instant the offset changes from
 * `before` to `after` (null when it does not change anywhere near this date).
 */
export interface ZoneDay {
  date: string;
  /** `date` 00:00 read as UTC. */
  wall0: number;
  before: number;
  after: number;
  transition: number | null;
}

const ZONE_DAY_CACHE_LIMIT = 20_000;
const zoneDays = new Map<string, ZoneDay>();

/**
 * Offsets range from -12 h to +14 h, so the local day [00:00, 24:00] lies inside [wall0 - 15 h, wall0 + 37 h].
 * Zones change offset at most once in such a span; the change is found to the minute by bisection.
 */
function resolveZoneDay(timeZone: string, date: string): ZoneDay {
  const wall0 = wallMidnight(date);
  const from = wall0 - 15 * HOUR_MS;
  const to = wall0 + DAY_MS + 13 * HOUR_MS;
  const before = offsetAt(timeZone, from);
  const after = offsetAt(timeZone, to);
  if (before === after) return { date, wall0, before, after, transition: null };
  let lo = from;
  let hi = to;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return { date, wall0, before, after, transition: hi };
}

export function zoneDayOf(timeZone: string, date: string): ZoneDay {
  const key = `${timeZone}|${date}`;
  let day = zoneDays.get(key);
  if (!day) {
    if (zoneDays.size >= ZONE_DAY_CACHE_LIMIT) zoneDays.clear();
    day = resolveZoneDay(timeZone, date);
    zoneDays.set(key, day);
  }
  return day;
}

/** The local minutes [start, end) of the day that do not exist (spring forward), or null. */
export function gapOf(day: ZoneDay): { start: number; end: number } | null {
  if (day.transition === null || day.after <= day.before) return null;
  return {
    start: (day.transition + day.before - day.wall0) / MINUTE_MS,
    end: (day.transition + day.after - day.wall0) / MINUTE_MS,
  };
}

/**
 * The instant of local `minutes` after the day's midnight (may be 1440 or more: the next day's wall clock,
 * read with this day's offsets). Null inside a gap; the earlier occurrence inside an overlap.
 */
export function toInstant(day: ZoneDay, minutes: number): number | null {
  const wall = day.wall0 + minutes * MINUTE_MS;
  if (day.transition === null) return wall - day.before;
  const early = wall - day.before;
  const late = wall - day.after;
  const earlyValid = early < day.transition;
  const lateValid = late >= day.transition;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (earlyValid) return early;
  if (lateValid) return late;
  return null;
}

/**
 * The instant a slot ending at local `minutes` ends. Same as `toInstant`, except that an end exactly at the
 * start of a gap (e.g. 02:00 when clocks jump from 02:00 to 03:00) is the transition itself.
 */
export function toEndInstant(day: ZoneDay, minutes: number): number | null {
  const instant = toInstant(day, minutes);
  if (instant !== null) return instant;
  const gap = gapOf(day);
  return gap && gap.start === minutes ? day.transition : null;
}

/** Convenience for one-off conversions: local `date` + `minutes` in `timeZone` -> instant, or null. */
export function localToInstant(timeZone: string, date: string, minutes: number): number | null {
  return toInstant(zoneDayOf(timeZone, date), minutes);
}

/** Today's date in `timeZone` at `instantMs` (the same as `dateIn`, named for the requests that ask it). */
export const todayIn = dateIn;

/**
 * The instant of a wall-clock `date` and HH:MM `time` a person chose in `timeZone`. A time skipped by a
 * daylight-saving change lands just after the gap; a repeated one takes its first occurrence.
 */
export function instantOf(timeZone: string, date: string, time: string): number {
  const day = zoneDayOf(timeZone, date);
  const minutes = minutesOf(time);
  return toInstant(day, minutes) ?? day.wall0 + minutes * MINUTE_MS - day.before;
}
