import { format, parseISO, startOfMonth } from 'date-fns';
import type { StylistAvailability } from '@petpal/contracts';

/** "2026-12-07" -> the browser Date of that calendar day (local midnight), as the Calendar shows days. */
export const toDay = (isoDate: string): Date => parseISO(isoDate);
export const toIsoDate = (day: Date): string => format(day, 'yyyy-MM-dd');

/**
 * What the calendar allows (spec section 5: past dates and holidays disabled; dates after 30 days out
 * disabled; only dates with a free slot selectable), from the API's answer in the stylist's zone.
 */
export function stylistCalendar(availability: StylistAvailability) {
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
