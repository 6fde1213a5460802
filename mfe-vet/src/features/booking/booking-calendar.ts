import { format, parseISO } from 'date-fns';
import type { VetAvailability } from '@petpal/contracts';

/** Calendar days are plain dates: the vet's calendar date shown as the same date in the browser. */
export const toDay = (isoDate: string): Date => parseISO(isoDate);
export const toIsoDate = (day: Date): string => format(day, 'yyyy-MM-dd');

export type CalendarOverlay = 'no-schedules' | 'all-holidays' | 'fully-booked' | null;

/** What the booking calendar may offer, from the API's 30-day window. */
export interface BookingCalendar {
  isAvailable(isoDate: string): boolean;
  isHoliday(isoDate: string): boolean;
  /** Outside today..today+30, or not an available date (spec section 5; with none, nothing is selectable). */
  isDisabled(isoDate: string): boolean;
  /** The nearest available date before or after `from` (or the first available date without one). */
  step(from: string | null, direction: -1 | 1): string | null;
  /** Why nothing can be chosen, when nothing can. */
  overlay: CalendarOverlay;
  holidayCount: number;
}

export function bookingCalendar(availability: VetAvailability): BookingCalendar {
  const available = new Set(availability.availableDates);
  const holidays = new Set(availability.holidays);
  const sorted = [...availability.availableDates].sort();
  const outside = (date: string) => date < availability.today || date > availability.lastDate;

  let overlay: CalendarOverlay = null;
  if (sorted.length === 0) {
    if (!availability.hasSchedules) overlay = 'no-schedules';
    else if (availability.scheduledDates.length > 0 && availability.scheduledDates.every((d) => holidays.has(d)))
      overlay = 'all-holidays';
    else overlay = 'fully-booked';
  }

  return {
    isAvailable: (date) => available.has(date) && !holidays.has(date),
    isHoliday: (date) => holidays.has(date),
    isDisabled: (date) => outside(date) || !available.has(date),
    step(from, direction) {
      if (from === null) return direction === 1 ? (sorted[0] ?? null) : null;
      const candidates = direction === 1 ? sorted.filter((d) => d > from) : sorted.filter((d) => d < from).reverse();
      return candidates.find((d) => !holidays.has(d)) ?? null;
    },
    overlay,
    holidayCount: availability.holidays.length,
  };
}
