import { format } from 'date-fns';
import type { FieldErrors } from '@petpal/design-system';
import {
  BOOKING_SERVICE_TYPES,
  BookingServiceType,
  careMessages,
  ClockTime,
  datesBetween,
  DEFAULT_TIME_ZONE,
  IsoDate,
  isTimeZone,
  OVERNIGHT_SERVICE_TYPES,
  REPEATABLE_SERVICE_TYPES,
  REQUEST_MAX_DAYS,
  SITTER_DEFAULT_END_TIME,
  SITTER_DEFAULT_START_TIME,
  SITTER_SERVICE_OF_TYPE,
  sitterLastDate,
  Weekday,
  weekdayOf,
  type CareScheduleType,
} from '@petpal/contracts';

/**
 * What an owner searches with and then asks a sitter for (spec section 5's "search criteria"): carried in
 * the results' query string, so a search can be bookmarked, shared and reloaded.
 */
export interface SearchCriteria {
  serviceType: BookingServiceType;
  /** Where the care happens; the search matches sitters whose location contains it. */
  location: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  scheduleType: CareScheduleType;
  /** The weekdays of a repeat-weekly schedule; empty for one-time. */
  daysOfWeek: Weekday[];
}

/** The criteria as a form holds them: the general form may have no service chosen yet. */
export type ScheduleDraft = Omit<SearchCriteria, 'serviceType'> & { serviceType: BookingServiceType | '' };

export const isRepeatable = (serviceType: BookingServiceType | '') =>
  serviceType !== '' && REPEATABLE_SERVICE_TYPES.includes(serviceType);
const isDate = (value: string) => IsoDate.safeParse(value).success;
const isClock = (value: string) => ClockTime.safeParse(value).success;

function serviceFrom(value: string | null): BookingServiceType | '' {
  const parsed = BookingServiceType.safeParse(value);
  return parsed.success ? parsed.data : '';
}

function daysFrom(value: string | null): Weekday[] {
  const days = (value ?? '').split(',').filter((day): day is Weekday => Weekday.safeParse(day).success);
  return [...new Set(days)];
}

/** Reads a query string leniently, to fill a form: anything missing or malformed takes its default. */
export function draftFrom(
  params: URLSearchParams,
  defaults: { serviceType?: BookingServiceType; location?: string } = {},
): ScheduleDraft {
  const serviceType = defaults.serviceType ?? serviceFrom(params.get('service'));
  const repeat = isRepeatable(serviceType) && params.get('schedule') === 'repeat-weekly';
  const time = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return isClock(value) ? value : fallback;
  };
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isDate(value) ? value : '';
  };
  return {
    serviceType,
    location: params.get('location') ?? defaults.location ?? '',
    startDate: date('startDate'),
    endDate: date('endDate'),
    startTime: time('startTime', SITTER_DEFAULT_START_TIME),
    endTime: time('endTime', SITTER_DEFAULT_END_TIME),
    scheduleType: repeat ? 'repeat-weekly' : 'one-time',
    daysOfWeek: repeat ? daysFrom(params.get('days')) : [],
  };
}

export type CriteriaParse = { ok: true; criteria: SearchCriteria } | { ok: false; message: string };

/**
 * Reads the results' query string. Spec section 5: dates are required ("No dates found in search
 * criteria") and must be real dates ("Invalid date format in search criteria"); a service is required too.
 */
export function parseCriteria(params: URLSearchParams): CriteriaParse {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (!startDate || !endDate) return { ok: false, message: careMessages.noDates };
  if (!isDate(startDate) || !isDate(endDate)) return { ok: false, message: careMessages.invalidDate };
  const draft = draftFrom(params);
  if (draft.serviceType === '') return { ok: false, message: careMessages.serviceType };
  return { ok: true, criteria: { ...draft, serviceType: draft.serviceType } };
}

/** The query string of the criteria (the form's draft once valid), in a stable order. */
export function criteriaQuery(criteria: ScheduleDraft): string {
  const params = new URLSearchParams();
  if (criteria.serviceType) params.set('service', criteria.serviceType);
  const location = criteria.location.trim();
  if (location) params.set('location', location);
  params.set('startDate', criteria.startDate);
  params.set('endDate', criteria.endDate);
  params.set('startTime', criteria.startTime);
  params.set('endTime', criteria.endTime);
  if (criteria.scheduleType === 'repeat-weekly' && isRepeatable(criteria.serviceType)) {
    params.set('schedule', 'repeat-weekly');
    params.set('days', criteria.daysOfWeek.join(','));
  }
  return params.toString();
}

/** Today and the time now on the owner's clock, the zone their request is sent in. */
export interface Clock {
  today: string;
  time: string;
}

export function browserClock(now: Date = new Date()): Clock {
  return { today: format(now, 'yyyy-MM-dd'), time: format(now, 'HH:mm') };
}

/** Today and the time now in an IANA zone (a sitter's: their calendar's dates and the request are in it). */
export function zoneClock(timeZone: string, now: Date = new Date()): Clock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { today: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export const scheduleMessages = {
  startDate: 'Please choose a start date.',
  endDate: 'Please choose an end date.',
} as const;

/** Hostel check-in and house sitting: a stay from a start moment to an end moment, nights included. */
const overnightDraft = ({ serviceType }: ScheduleDraft) =>
  serviceType !== '' && OVERNIGHT_SERVICE_TYPES.includes(serviceType);

function dateErrors(draft: ScheduleDraft, clock: Clock, errors: FieldErrors) {
  const { startDate, endDate } = draft;
  if (!startDate) errors.startDate = scheduleMessages.startDate;
  else if (!isDate(startDate)) errors.startDate = careMessages.invalidDate;
  else if (startDate < clock.today) errors.startDate = careMessages.startDatePast;
  else if (startDate > sitterLastDate(clock.today)) errors.startDate = careMessages.sitterTooFar;
  if (!endDate) errors.endDate = scheduleMessages.endDate;
  else if (!isDate(endDate)) errors.endDate = careMessages.invalidDate;
  if (errors.startDate || errors.endDate) return;
  if (endDate < startDate) errors.endDate = careMessages.endBeforeStart;
  else if (endDate > sitterLastDate(clock.today)) errors.endDate = careMessages.sitterTooFar;
  else if (endDate === startDate && overnightDraft(draft)) errors.endDate = careMessages.oneNightAtLeast;
  else if (datesBetween(startDate, endDate).length > REQUEST_MAX_DAYS) errors.endDate = careMessages.tooLong;
}

function timeErrors(draft: ScheduleDraft, clock: Clock, errors: FieldErrors) {
  const { startTime, endTime, startDate, endDate } = draft;
  const clockMessage = (value: string) => ClockTime.safeParse(value).error?.issues[0]?.message;
  if (!isClock(startTime)) errors.startTime = clockMessage(startTime);
  if (!isClock(endTime)) errors.endTime = clockMessage(endTime);
  if (errors.startTime || errors.endTime) return;
  // Overnight care runs from the start moment to the end moment; the rest keep the same hours each day.
  if ((!overnightDraft(draft) || startDate === endDate) && endTime <= startTime)
    errors.endTime = careMessages.timeRange;
  if (startDate === clock.today && startTime <= clock.time) errors.startTime ??= careMessages.startTimePast;
}

/**
 * The rules the API applies to a request's schedule (decision 027), checked before a search so the owner
 * does not find sitters for dates they cannot ask for. Each message is the API's own.
 */
export function scheduleErrors(draft: ScheduleDraft, clock: Clock): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.serviceType === '') errors.serviceType = careMessages.serviceType;
  dateErrors(draft, clock, errors);
  timeErrors(draft, clock, errors);
  if (draft.scheduleType === 'repeat-weekly' && isRepeatable(draft.serviceType)) {
    if (draft.daysOfWeek.length === 0) errors.daysOfWeek = careMessages.weekdays;
    else if (
      !errors.startDate &&
      !errors.endDate &&
      !datesBetween(draft.startDate, draft.endDate)
        .slice(0, 7)
        .some((date) => draft.daysOfWeek.includes(weekdayOf(date)))
    ) {
      errors.daysOfWeek = careMessages.noWeekdayInRange;
    }
  }
  return errors;
}

/** The owner's IANA zone, in which their dates and times are meant (decision 027); India's if unknown. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The four request types a sitter's services allow (a sitter may also offer services booked elsewhere). */
export function bookableServices(services: readonly string[]): BookingServiceType[] {
  return BOOKING_SERVICE_TYPES.filter((type) => services.includes(SITTER_SERVICE_OF_TYPE[type]));
}
