/**
 * A pet sitter's days off and time zone (decision 107): the smallest availability a sitter keeps, so owners
 * pick their days on the booking calendar and the API refuses a request on a day the sitter is away.
 */
import * as z from 'zod/mini';
import { bookingWindowFields, IsoDate } from '../vet';
import { TrainerHolidayInput, TrainerSettingsInput } from './trainers';

/** How far ahead the calendar shows a sitter's open days (a stay may run up to 30 nights past its start). */
export const SITTER_CALENDAR_DAYS = 90;

/**
 * The calendar's last date for a sitter whose today (in their zone) is `today`: SITTER_CALENDAR_DAYS dates in
 * all, today included. The API refuses a request that starts or ends after it (decision 116).
 */
export function sitterLastDate(today: string): string {
  const day = Date.parse(`${today}T00:00:00Z`) + (SITTER_CALENDAR_DAYS - 1) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * GET /api/care/sitters/:id/availability: today in the sitter's zone through SITTER_CALENDAR_DAYS - 1 days
 * ahead; every day but the sitter's days off is open (a sitter keeps no weekly hours, so `hasSchedules` is true).
 */
export const SitterAvailability = z.object({ sitterId: z.string(), ...bookingWindowFields });
export type SitterAvailability = z.infer<typeof SitterAvailability>;

export const SitterHoliday = z.object({ id: z.string(), startDate: IsoDate, endDate: IsoDate, reason: z.string() });
export type SitterHoliday = z.infer<typeof SitterHoliday>;

/** GET /api/care/practice/calendar: the sitter's zone and days off (every change answers it again). */
export const SitterCalendar = z.object({ timeZone: z.string(), holidays: z.array(SitterHoliday) });
export type SitterCalendar = z.infer<typeof SitterCalendar>;

/** POST /api/care/practice/holidays: days off, both ends included (the trainers' and stylists' rule and words). */
export const SitterHolidayInput = TrainerHolidayInput;
export type SitterHolidayInput = z.input<typeof SitterHolidayInput>;

/** PUT /api/care/practice/settings: the zone the sitter's days off, and the requests made to them, are read in. */
export const SitterSettingsInput = TrainerSettingsInput;
export type SitterSettingsInput = z.input<typeof SitterSettingsInput>;
