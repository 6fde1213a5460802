import {
  datesBetween,
  OVERNIGHT_SERVICE_TYPES,
  REQUEST_EXPIRY_HOURS,
  weekdayOf,
  type RequestSchedule,
  type Weekday,
} from '@petpal/contracts';
import { answerDeadlineOf, cellsOfWindows, instantOf, type TimeWindow } from '../../scheduling';

const EXPIRY_MS = REQUEST_EXPIRY_HOURS * 3_600_000;

/** What decides when a request holds its sitter. */
export interface RequestCoverage extends Omit<RequestSchedule, 'daysOfWeek'> {
  timeZone: string;
  /** The repeat schedule's weekdays (ignored for one-time requests). */
  daysOfWeek: readonly Weekday[];
}

export type Window = TimeWindow;

/** One visit of a booking: its date in the booking's zone (an overnight stay's start date) and its window. */
export interface Visit extends Window {
  date: string;
}

/**
 * The visits of a request, in ascending order. Overnight services (house sitting, hostel check-in) are one
 * visit from the start date and time to the end date and time; walks and day care are startTime-endTime on
 * every day of the range, or on the chosen weekdays of a repeat schedule.
 */
export function visitsOf(request: RequestCoverage): Visit[] {
  const { timeZone, startTime, endTime } = request;
  if (OVERNIGHT_SERVICE_TYPES.includes(request.serviceType)) {
    return [
      {
        date: request.startDate,
        startMs: instantOf(timeZone, request.startDate, startTime),
        endMs: instantOf(timeZone, request.endDate, endTime),
      },
    ];
  }
  const repeat = request.scheduleType === 'repeat-weekly';
  return datesBetween(request.startDate, request.endDate)
    .filter((date) => !repeat || request.daysOfWeek.includes(weekdayOf(date)))
    .map((date) => ({ date, startMs: instantOf(timeZone, date, startTime), endMs: instantOf(timeZone, date, endTime) }))
    .filter((visit) => visit.endMs > visit.startMs);
}

/** The time a request holds its sitter, as instants in ascending order: its visits' windows. */
export const windowsOf = (request: RequestCoverage): Window[] =>
  visitsOf(request).map(({ startMs, endMs }) => ({ startMs, endMs }));

/**
 * The claim cells of the windows: each 5-minute UTC cell any window touches, as epoch minutes,
 * ascending and once each. Instants, so requests made in different zones still meet on one grid.
 */
export const cellsOf = (windows: readonly Window[]): number[] => cellsOfWindows(windows);

/** A pending request expires 24 hours after it was sent, or when it starts if that comes first. */
export const expiryOf = (createdAt: Date, startsAt: Date): Date =>
  answerDeadlineOf(createdAt, startsAt, REQUEST_EXPIRY_HOURS);

/** True once a pending request can no longer be answered (its stored deadline, or 24 hours, has passed). */
export function isPastDeadline(request: { createdAt: Date; expiresAt: Date }, now: Date): boolean {
  return now >= request.expiresAt || now.getTime() >= request.createdAt.getTime() + EXPIRY_MS;
}
