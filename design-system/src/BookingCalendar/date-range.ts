import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** A first and a last day (YYYY-MM-DD, in the provider's zone); null while not chosen. */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/** Whether `date` lies inside the chosen range (a range with no last day yet holds its first day only). */
export const rangeDays = ({ startDate, endDate }: DateRange, date: string): boolean =>
  startDate !== null && date >= startDate && date <= (endDate ?? startDate);

/** Nights from the first day to the last (0 for the same day). */
export const nightsBetween = (startDate: string, endDate: string): number =>
  differenceInCalendarDays(parseISO(endDate), parseISO(startDate));

/**
 * The range after a day is picked: with no first day, or a full range already, or a day too early for a last
 * day, the day starts a new range; otherwise it ends the range, unless a day between is not open
 * ('blocked': the pick is not kept).
 */
export function pickInRange(
  range: DateRange,
  picked: string,
  minNights: number,
  isOpen: (date: string) => boolean,
): DateRange | 'blocked' {
  const { startDate, endDate } = range;
  if (startDate === null || endDate !== null || nightsBetween(startDate, picked) < minNights) {
    return { startDate: picked, endDate: null };
  }
  for (let day = parseISO(startDate); format(day, 'yyyy-MM-dd') <= picked; day = addDays(day, 1)) {
    if (!isOpen(format(day, 'yyyy-MM-dd'))) return 'blocked';
  }
  return { startDate, endDate: picked };
}
