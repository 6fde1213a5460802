import { format, parseISO } from 'date-fns';
import {
  careMessages,
  OVERNIGHT_SERVICE_TYPES,
  SITTER_SERVICE_OF_TYPE,
  type BookingRequestStatus,
  type BookingServiceType,
  type CareScheduleType,
  type Weekday,
} from '@petpal/contracts';
import { currencySymbol, weekdays } from '@petpal/design-system';

/** "2026-12-07" -> "December 7, 2026" (the spec's MMMM d, yyyy, as on the vet screens). */
export function formatDay(isoDate: string): string {
  return format(parseISO(isoDate), 'MMMM d, yyyy');
}

/** An instant in the browser's zone: "December 7, 2026, 14:05". */
export function formatMoment(isoInstant: string): string {
  return format(parseISO(isoInstant), 'MMMM d, yyyy, HH:mm');
}

/** "09:00", "17:00" -> "09:00 - 17:00". */
export function timeRange(startTime: string, endTime: string): string {
  return `${startTime} - ${endTime}`;
}

/** A pet as the spec shows it: "name (breed)". */
export function petLabel(pet: { name: string; breed: string }): string {
  return `${pet.name} (${pet.breed})`;
}

/** The request's service type as sitters' profiles name it: "dog-walking" -> "Dog Walking". */
export function serviceLabel(serviceType: BookingServiceType): string {
  return SITTER_SERVICE_OF_TYPE[serviceType];
}

/** ["wednesday", "monday"] -> "Monday and Wednesday" (week order). */
export function weekdayList(days: readonly Weekday[]): string {
  const labels = weekdays.filter((day) => days.includes(day.value)).map((day) => day.label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export interface ScheduleShape {
  serviceType: BookingServiceType;
  scheduleType: CareScheduleType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  daysOfWeek: readonly Weekday[];
}

/**
 * When the sitter is needed, as the API holds it (decision 027): overnight services from the start to the
 * end moment, the others the same hours each day or on the chosen weekdays.
 */
export function scheduleSummary(schedule: ScheduleShape): string {
  const { startDate, endDate, startTime, endTime } = schedule;
  if (OVERNIGHT_SERVICE_TYPES.includes(schedule.serviceType)) {
    return `${formatDay(startDate)}, ${startTime} to ${formatDay(endDate)}, ${endTime}`;
  }
  const hours = timeRange(startTime, endTime);
  const dates = startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} to ${formatDay(endDate)}`;
  if (schedule.scheduleType === 'repeat-weekly') return `Every ${weekdayList(schedule.daysOfWeek)}, ${hours}, ${dates}`;
  return startDate === endDate ? `${dates}, ${hours}` : `${dates}, ${hours} each day`;
}

/** Spec section 2's "hourly rate per hour": "₹500 per hour" ($ for a stored country of US, section 9). */
export function formatRate(hourlyRate: number, country: string | null | undefined): string {
  return `${currencySymbol(country)}${hourlyRate.toLocaleString('en-IN')} per hour`;
}

/** Spec section 2: the rating to 1 decimal ("5.0"), or "New" for a provider nobody has rated (decisions 027, 078). */
export function ratingLabel(rating: number | null): string {
  return rating === null ? careMessages.newSitter : (Math.round(rating * 10) / 10).toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

export function experienceLabel(years: number): string {
  return years === 1 ? '1 year of experience' : `${years} years of experience`;
}

export const statusLabels: Record<BookingRequestStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const statusBadges: Record<BookingRequestStatus, 'warning' | 'success' | 'destructive' | 'neutral'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'destructive',
  expired: 'neutral',
  cancelled: 'neutral',
  completed: 'neutral',
};
