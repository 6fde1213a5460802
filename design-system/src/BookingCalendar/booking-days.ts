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
  /** Dates with hours, holiday or not: tells "every working day is a holiday" apart from "fully booked". */
  scheduledDates?: readonly string[];
}

/** Why no day of the window can be chosen: no hours set, every working day a holiday, or every slot taken. */
export type NothingBookable = 'no_hours' | 'all_holidays' | 'fully_booked';

export function nothingBookable(availability: BookingWindow): NothingBookable | null {
  if (availability.availableDates.length > 0) return null;
  if (!availability.hasSchedules) return 'no_hours';
  const holidays = new Set(availability.holidays);
  const scheduled = availability.scheduledDates ?? [];
  if (scheduled.length > 0 && scheduled.every((date) => holidays.has(date))) return 'all_holidays';
  return 'fully_booked';
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
  const bookable = availability.availableDates.filter((date) => !holidays.has(date)).sort();
  return {
    firstMonth: startOfMonth(toDay(availability.availableDates[0] ?? availability.today)),
    isAvailable: (day: Date) => available.has(toIsoDate(day)),
    isHoliday: (day: Date) => holidays.has(toIsoDate(day)),
    isDisabled: (day: Date) => {
      const iso = toIsoDate(day);
      return iso < availability.today || iso > availability.lastDate || !available.has(iso);
    },
    /** The nearest bookable date before or after `from`; without one, forward is the first bookable date. */
    step(from: string | null, direction: -1 | 1): string | null {
      if (from === null) return direction === 1 ? (bookable[0] ?? null) : null;
      return (direction === 1 ? bookable.find((d) => d > from) : bookable.findLast((d) => d < from)) ?? null;
    },
  };
}
