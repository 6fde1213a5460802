/**
 * When a to-do falls due: calendar steps with date-fns on plain dates, then the wall-clock time in the
 * task's time zone through the shared zoned-time helpers (scheduling), so 09:00 stays 09:00 local
 * on both sides of a daylight-saving change.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  format,
} from 'date-fns';
import { TODO_ALL_DAY_REMINDER, type TodoRepeat } from '@petpal/contracts';
import { dateIn, gapOf, MINUTE_MS, minutesOf, toInstant, zoneDayOf } from '../../scheduling';

export type Repeating = Exclude<TodoRepeat, 'none'>;

/** A calendar date at noon of the process's zone: date-fns steps days and months on it, and no clock change falls at noon. */
function calendarOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

const isoOf = (date: Date) => format(date, 'yyyy-MM-dd');

const STEP: Record<Repeating, (date: Date, amount: number) => Date> = {
  daily: addDays,
  weekly: addWeeks,
  monthly: addMonths,
  yearly: addYears,
};

/**
 * The date of occurrence `index` of a series that started on `anchor` (index 0 is the anchor). Months and
 * years count from the anchor, and date-fns clamps to the month's last day: a series on Jan 31 falls on
 * Feb 28 (29 in a leap year), then Mar 31; one on Feb 29 falls on Feb 28 in other years.
 * @example occurrenceDate('2027-01-31', 'monthly', 1) // '2027-02-28'
 */
export function occurrenceDate(anchor: string, repeat: Repeating, index: number): string {
  return isoOf(STEP[repeat](calendarOf(anchor), index));
}

/**
 * The instant `date` at `time` in `timeZone` (an all-day task: its 09:00 reminder). A time that a
 * spring-forward skips moves on by the gap (02:30 becomes 03:30), as calendar apps do; a time that a
 * fall-back repeats is its first occurrence.
 */
export function instantOf(date: string, time: string | null, timeZone: string): Date {
  const day = zoneDayOf(timeZone, date);
  const minutes = minutesOf(time ?? TODO_ALL_DAY_REMINDER);
  const instant = toInstant(day, minutes);
  if (instant !== null) return new Date(instant);
  // Only a spring-forward gap has no instant: its minute m comes (m - the gap's start) after the change.
  const gap = gapOf(day)!;
  return new Date(day.transition! + (minutes - gap.start) * MINUTE_MS);
}

/** Today's date in `timeZone`. */
export const todayIn = (timeZone: string, now: Date) => dateIn(timeZone, now.getTime());

export interface Series {
  anchorDate: string;
  repeat: Repeating;
  dueTime: string | null;
  timeZone: string;
}

/** How many steps lie before `today`, less one: a start that is never past the first occurrence still ahead. */
function stepsBefore(series: Series, today: string): number {
  const anchor = calendarOf(series.anchorDate);
  const target = calendarOf(today);
  const steps = {
    daily: () => differenceInCalendarDays(target, anchor),
    weekly: () => Math.floor(differenceInCalendarDays(target, anchor) / 7),
    monthly: () => differenceInCalendarMonths(target, anchor),
    yearly: () => Math.floor(differenceInCalendarMonths(target, anchor) / 12),
  }[series.repeat]();
  return steps - 1;
}

/**
 * The occurrence that follows a completed one (`completedIndex`): the first after it that is still ahead,
 * an all-day one after today in the task's zone, a timed one after `now`. Missed days are skipped rather
 * than left overdue one after another (Todoist's rule for a late recurring task).
 */
export function nextOccurrence(series: Series, completedIndex: number, now: Date): { index: number; dueDate: string } {
  const today = todayIn(series.timeZone, now);
  const ahead = (date: string) =>
    series.dueTime === null ? date > today : instantOf(date, series.dueTime, series.timeZone) > now;
  let index = Math.max(completedIndex + 1, stepsBefore(series, today));
  let dueDate = occurrenceDate(series.anchorDate, series.repeat, index);
  while (!ahead(dueDate)) {
    index += 1;
    dueDate = occurrenceDate(series.anchorDate, series.repeat, index);
  }
  return { index, dueDate };
}
