/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) without a zone: pure arithmetic on the
 * proleptic Gregorian calendar, no Intl. A date's weekday does not depend on the zone it is read in.
 */
import type { Weekday } from '@petpal/contracts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const midnights = new Map<string, number>();

/** Milliseconds of `date` 00:00 read as UTC (the "wall" clock of that date), or NaN when not a real date. */
export function wallMidnight(date: string): number {
  let ms = midnights.get(date);
  if (ms === undefined) {
    ms = parseWallMidnight(date);
    if (midnights.size >= 50_000) midnights.clear();
    midnights.set(date, ms);
  }
  return ms;
}

function parseWallMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return NaN;
  return ms;
}

/** True for a date that exists (2026-02-30 does not). */
export function isRealDate(date: string): boolean {
  return !Number.isNaN(wallMidnight(date));
}

/** YYYY-MM-DD of a wall-clock millisecond value (UTC fields). */
export function dateOfWall(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfWall(wallMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((wallMidnight(to) - wallMidnight(from)) / DAY_MS);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(wallMidnight(date)).getUTCDay()] as Weekday;
}

/** 'HH:MM' -> minutes after midnight (24:00 -> 1440); NaN when malformed. */
export function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) return NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return NaN;
  return hours * 60 + minutes;
}

/** Minutes after midnight -> 'HH:MM' (1440 -> '24:00'). */
export function clockOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}
