/**
 * What a sitter request costs, shown before it is sent (decision 078): the sitter's hourly rate x the hours
 * booked, or for overnight care (hostel check-in, house sitting) the nights x the nightly rate (a stay is at
 * least one night: the same start and end date has no price). Exact: the
 * rate becomes integer minor units first and the total is rounded once.
 */
import { shopCurrencyFor, type Money } from '../shop';
import { ClockTime, IsoDate } from '../vet';
import { datesBetween, OVERNIGHT_SERVICE_TYPES, weekdayOf, type RequestSchedule } from './requests';

/** Sitters' profiles hold an hourly rate only (spec section 3), so a night is priced as this many hours. */
export const SITTER_NIGHT_HOURS = 8;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const isDate = (value: string) => IsoDate.safeParse(value).success;
const isClock = (value: string) => ClockTime.safeParse(value).success;

export interface SitterPrice {
  /** Exactly `units` x `each`. */
  total: Money;
  /** The price of one night, or of one visit (the hours of one day). */
  each: Money;
  units: number;
  unit: 'night' | 'visit';
}

/**
 * The price of a request for a sitter charging `hourlyRate` (major units), in the card's currency (₹, or $
 * for a stored US country); null while the schedule is incomplete or leaves nothing to book.
 * Example: dog walking 09:00-10:30 on 2 days at ₹500 -> 2 visits x ₹750.00 = ₹1,500.00.
 */
export function sitterPriceOf(
  schedule: RequestSchedule,
  hourlyRate: number,
  country?: string | null,
): SitterPrice | null {
  const { startDate, endDate, startTime, endTime } = schedule;
  if (!isDate(startDate) || !isDate(endDate) || endDate < startDate) return null;
  const rateMinor = Math.round(hourlyRate * 100);
  const currency = shopCurrencyFor(country);
  if (OVERNIGHT_SERVICE_TYPES.includes(schedule.serviceType)) {
    const nights = datesBetween(startDate, endDate).length - 1;
    if (nights === 0) return null;
    return priced(rateMinor * SITTER_NIGHT_HOURS, nights, 'night', currency);
  }
  if (!isClock(startTime) || !isClock(endTime)) return null;
  const minutes = minutesOf(endTime) - minutesOf(startTime);
  const days = datesBetween(startDate, endDate).filter(
    (date) => schedule.scheduleType !== 'repeat-weekly' || schedule.daysOfWeek.includes(weekdayOf(date)),
  ).length;
  if (minutes <= 0 || days === 0) return null;
  return priced(Math.round((rateMinor * minutes) / 60), days, 'visit', currency);
}

function priced(eachMinor: number, units: number, unit: SitterPrice['unit'], currency: Money['currency']): SitterPrice {
  return {
    total: { amountMinor: eachMinor * units, currency },
    each: { amountMinor: eachMinor, currency },
    units,
    unit,
  };
}
