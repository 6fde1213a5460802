import { format, parseISO, startOfMonth } from 'date-fns';

/** A provider's bookable availability, in the provider's zone (the API's availability answer). */
export interface BookingWindow {
  /** The provider's IANA zone: every date and time below is in it. */
  timeZone: string;
  /** Today in the provider's zone (YYYY-MM-DD). */
  today: string;
  /** The last bookable date (YYYY-MM-DD). */
  lastDate: string;
  /** Dates with at least one free slot. */
  availableDates: readonly string[];
  /** The provider's days off in the availability. */
  holidays: readonly string[];
  /** False when the provider has set no hours at all. */
  hasSchedules: boolean;
}

/** "2026-12-07" -> the browser Date of that calendar day (local midnight), as the Calendar shows days. */
export const toDay = (isoDate: string): Date => parseISO(isoDate);
export const toIsoDate = (day: Date): string => format(day, 'yyyy-MM-dd');

/**
 * What the calendar allows: past dates, dates after the availability and days without a free slot disabled,
 * holidays struck through, available days highlighted; the first month shown is the first bookable one.
 */
export function bookingDays(availability: BookingWindow) {
  const available = new Set(availability.availableDates);
  const holidays = new Set(availability.holidays);
  return {
    firstMonth: startOfMonth(toDay(availability.availableDates[0] ?? availability.today)),
    isAvailable: (day: Date) => available.has(toIsoDate(day)),
    isHoliday: (day: Date) => holidays.has(toIsoDate(day)),
    isDisabled: (day: Date) => {
      const iso = toIsoDate(day);
      return iso < availability.today || iso > availability.lastDate || !available.has(iso);
    },
  };
}
