/**
 * Booking requests to pet sitters (spec sections 3, 4, 5 and 9): an owner's request, the sitter's
 * answer, the walking and day-care repeat schedules, and the rating once the booking has taken place.
 * Dates (YYYY-MM-DD) and times (HH:MM) are wall-clock values in the request's IANA `timeZone`;
 * `startsAt`/`endsAt` are the same moments as ISO instants.
 */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { DEFAULT_TIME_ZONE, isTimeZone, type PET_SITTER_SERVICES } from '../profiles';
import { ClockTime, IsoDate, Weekday } from '../vet';
import { BookedProvider, BookingOwner, declineInput, ownerScopeQuery, providerScopeQuery } from './booking-pieces';
import { careMessages } from './messages';

/** Spec section 4's service types. */
export const BOOKING_SERVICE_TYPES = ['hostel-checkin', 'dog-walking', 'day-care', 'house-sitting'] as const;
export const BookingServiceType = z.enum(BOOKING_SERVICE_TYPES, { error: careMessages.serviceType });
export type BookingServiceType = z.infer<typeof BookingServiceType>;

/** The sitter's service (their profile's `services`) each request type books. */
export const SITTER_SERVICE_OF_TYPE = {
  'hostel-checkin': 'Hostel Check-in',
  'dog-walking': 'Dog Walking',
  'day-care': 'Day Care',
  'house-sitting': 'House Sitting',
} as const satisfies Record<BookingServiceType, (typeof PET_SITTER_SERVICES)[number]>;

/**
 * Overnight services hold the sitter from the start date and time to the end date and time; the others
 * hold startTime-endTime on each day of the request (or each chosen weekday of a repeat schedule).
 */
export const OVERNIGHT_SERVICE_TYPES: readonly BookingServiceType[] = ['hostel-checkin', 'house-sitting'];
/** Spec section 4: repeat-weekly writes a dog_walking_schedules or daycare_schedules row. */
export const REPEATABLE_SERVICE_TYPES: readonly BookingServiceType[] = ['dog-walking', 'day-care'];

export const CARE_SCHEDULE_TYPES = ['one-time', 'repeat-weekly'] as const;
export const CareScheduleType = z.enum(CARE_SCHEDULE_TYPES, { error: careMessages.scheduleType });
export type CareScheduleType = z.infer<typeof CareScheduleType>;

/** Spec section 9 ("09:00:00 to 17:00:00"), on the API's HH:MM grid. */
export const SITTER_DEFAULT_START_TIME = '09:00';
export const SITTER_DEFAULT_END_TIME = '17:00';
/** Spec section 9, word for word. */
export const DEFAULT_REQUEST_COMMENT = 'Booking request';
export const DAY_CARE_REQUEST_COMMENT = 'Day care booking request';
/** A pending request nobody answers expires this long after it was sent (or when it starts, if sooner). */
export const REQUEST_EXPIRY_HOURS = 24;
/** A request covers at most this many calendar days, start and end included. */
export const REQUEST_MAX_DAYS = 31;
export const REQUEST_MAX_PETS = 10;
export { DECLINE_REASON_MAX } from './booking-pieces';

/** Spec section 9: the comment a request gets when the owner writes none. */
export function defaultRequestComment(serviceType: BookingServiceType): string {
  return serviceType === 'day-care' ? DAY_CARE_REQUEST_COMMENT : DEFAULT_REQUEST_COMMENT;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const WEEKDAYS = Weekday.options;
const isDate = (value: string) => IsoDate.safeParse(value).success;
const isClock = (value: string) => ClockTime.safeParse(value).success;

/** Calendar days from `startDate` through `endDate`, both included (empty when the end comes first). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(startDate); day <= dayNumber(endDate); day++) {
    dates.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return dates;
}

/** The lowercase weekday of a calendar date. */
export function weekdayOf(isoDate: string): Weekday {
  return WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] as Weekday;
}

/** Spec section 5: the dates come from the search criteria, so their messages speak of it. */
const criteriaDate = z
  .string({ error: (issue) => (issue.input === undefined ? careMessages.noDates : careMessages.invalidDate) })
  .check(z.minLength(1, { error: careMessages.noDates, abort: true }), z.refine(isDate, careMessages.invalidDate));

const text = (max: number, maxMessage: string) =>
  z.string({ error: maxMessage }).check(z.trim(), z.maxLength(max, maxMessage));

const unique = (list: readonly string[]) => new Set(list.map((item) => item.toLowerCase())).size === list.length;

/** What a request's schedule rules look at (the API's request time adds the zone). */
export interface RequestSchedule {
  serviceType: BookingServiceType;
  scheduleType: CareScheduleType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  daysOfWeek: readonly string[];
}

/** Rules needing several fields, each judged only once the fields it reads are well-formed. */
const datesWellFormed = (r: RequestSchedule) => isDate(r.startDate) && isDate(r.endDate);
const repeats = (r: RequestSchedule) =>
  r.scheduleType === 'repeat-weekly' && REPEATABLE_SERVICE_TYPES.includes(r.serviceType);
const overnight = (r: RequestSchedule) => OVERNIGHT_SERVICE_TYPES.includes(r.serviceType);
const sameDayWindow = (r: RequestSchedule) =>
  !OVERNIGHT_SERVICE_TYPES.includes(r.serviceType) || r.startDate === r.endDate;

/**
 * POST /api/care/requests (Idempotency-Key). Defaults (spec section 9): one-time, 09:00 to 17:00, the
 * comment "Booking request" ("Day care booking request" for day care), the owner's location.
 */
export const CreateBookingRequestInput = z
  .strictObject({
    sitterId: ObjectIdString,
    serviceType: BookingServiceType,
    startDate: criteriaDate,
    endDate: criteriaDate,
    startTime: z._default(ClockTime, SITTER_DEFAULT_START_TIME),
    endTime: z._default(ClockTime, SITTER_DEFAULT_END_TIME),
    /** The owner's zone (the browser's), in which the dates and times are meant. */
    timeZone: z._default(
      z.string({ error: careMessages.timeZone }).check(z.refine(isTimeZone, careMessages.timeZone)),
      DEFAULT_TIME_ZONE,
    ),
    scheduleType: z._default(CareScheduleType, 'one-time'),
    /** Repeat-weekly only: the weekdays of the walking or day-care schedule. */
    daysOfWeek: z._default(
      z.array(Weekday, { error: careMessages.weekdays }).check(z.refine(unique, careMessages.uniqueWeekdays)),
      [],
    ),
    /** Ids of the owner's own pets; stored as a snapshot of those pets. */
    selectedPets: z
      .array(ObjectIdString, { error: careMessages.pets })
      .check(
        z.minLength(1, careMessages.pets),
        z.maxLength(REQUEST_MAX_PETS, careMessages.tooManyPets),
        z.refine(unique, careMessages.uniquePets),
      ),
    emergencyContact: z
      .string({ error: careMessages.emergencyContact })
      .check(
        z.trim(),
        z.minLength(1, careMessages.emergencyContact),
        z.maxLength(200, careMessages.emergencyContactMax),
      ),
    specialCareInstructions: z._default(text(2000, careMessages.instructionsMax), ''),
    comment: z.optional(text(1000, careMessages.commentMax)),
    location: z.optional(text(200, careMessages.locationMax)),
    getsAlongWithOtherDogs: z.boolean({ error: careMessages.getsAlong }),
  })
  .check(
    z.refine((r) => !datesWellFormed(r) || r.endDate >= r.startDate, {
      message: careMessages.endBeforeStart,
      path: ['endDate'],
    }),
    z.refine((r) => !datesWellFormed(r) || !overnight(r) || r.endDate !== r.startDate, {
      message: careMessages.oneNightAtLeast,
      path: ['endDate'],
    }),
    z.refine((r) => !datesWellFormed(r) || datesBetween(r.startDate, r.endDate).length <= REQUEST_MAX_DAYS, {
      message: careMessages.tooLong,
      path: ['endDate'],
    }),
    z.refine((r) => !isClock(r.startTime) || !isClock(r.endTime) || !sameDayWindow(r) || r.endTime > r.startTime, {
      message: careMessages.timeRange,
      path: ['endTime'],
    }),
    z.refine((r) => r.scheduleType === 'one-time' || REPEATABLE_SERVICE_TYPES.includes(r.serviceType), {
      message: careMessages.repeatNotAvailable,
      path: ['scheduleType'],
    }),
    z.refine((r) => !repeats(r) || r.daysOfWeek.length > 0, { message: careMessages.weekdays, path: ['daysOfWeek'] }),
    z.refine(
      (r) =>
        !repeats(r) ||
        !datesWellFormed(r) ||
        r.daysOfWeek.length === 0 ||
        datesBetween(r.startDate, r.endDate)
          .slice(0, 7)
          .some((date) => r.daysOfWeek.includes(weekdayOf(date))),
      { message: careMessages.noWeekdayInRange, path: ['daysOfWeek'] },
    ),
  );
export type CreateBookingRequestInput = z.input<typeof CreateBookingRequestInput>;
/** The request once validated, defaults applied. */
export type CreateBookingRequestData = z.output<typeof CreateBookingRequestInput>;

/** What a request is read as: stored statuses, plus `completed` for an accepted booking whose end has passed (decision 078). */
export const BOOKING_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export const BookingRequestStatus = z.enum(BOOKING_REQUEST_STATUSES);
export type BookingRequestStatus = z.infer<typeof BookingRequestStatus>;
/** The statuses a request is stored with: `completed` is never written, it is read from the end time. */
export type StoredBookingRequestStatus = Exclude<BookingRequestStatus, 'completed'>;

/** A selected pet as it was when the request was sent (spec section 3: "list of pet records"). */
export const BookedPet = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  species: z.string(),
  sizeLbs: z.number(),
});
export type BookedPet = z.infer<typeof BookedPet>;

const requestFields = {
  id: z.string(),
  serviceType: BookingServiceType,
  startDate: IsoDate,
  endDate: IsoDate,
  startTime: ClockTime,
  endTime: ClockTime,
  timeZone: z.string(),
  /** The first moment the sitter is booked, and the last. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  scheduleType: CareScheduleType,
  /** The repeat schedule's weekdays; empty for one-time requests. */
  daysOfWeek: z.array(Weekday),
  selectedPets: z.array(BookedPet),
  emergencyContact: z.string(),
  specialCareInstructions: z.string(),
  comment: z.string(),
  location: z.string(),
  getsAlongWithOtherDogs: z.boolean(),
  /** Spec section 3: the rounded average size of the selected pets. */
  dogSizeLbs: z.number(),
  /** A pending request past its answer deadline reads as expired, an accepted one past its end as completed. */
  status: BookingRequestStatus,
  declineReason: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** When a pending request expires unanswered. */
  expiresAt: z.iso.datetime(),
};

/** A request as its owner sees it. */
export const OwnerBookingRequest = z.object({
  ...requestFields,
  sitter: BookedProvider,
  /** Pending or accepted, and not started. */
  canCancel: z.boolean(),
  /** Completed and not yet rated. */
  canRate: z.boolean(),
  rated: z.boolean(),
});
export type OwnerBookingRequest = z.infer<typeof OwnerBookingRequest>;

/** POST /api/care/requests answers 201 with the request ("Booking Request Sent"). */
export const BookingRequestCreated = z.object({ request: OwnerBookingRequest });
export type BookingRequestCreated = z.infer<typeof BookingRequestCreated>;
/** POST /api/care/requests/:id/cancel. */
export const OwnerBookingRequestUpdated = BookingRequestCreated;
export type OwnerBookingRequestUpdated = BookingRequestCreated;

/** GET /api/care/requests?scope=upcoming (pending or accepted, not ended; soonest first) or past (newest first). */
export const OwnerBookingRequestsQuery = ownerScopeQuery();
export const OwnerBookingRequestList = z.object({ requests: z.array(OwnerBookingRequest) });
export type OwnerBookingRequestList = z.infer<typeof OwnerBookingRequestList>;

/** A request as the sitter sees it. */
export const SitterBookingRequest = z.object({
  ...requestFields,
  owner: BookingOwner,
  /** Pending, not expired and not started: Accept and Decline apply. */
  canAnswer: z.boolean(),
});
export type SitterBookingRequest = z.infer<typeof SitterBookingRequest>;

/**
 * GET /api/care/practice/requests?scope=incoming: pending requests first (soonest deadline first), then
 * accepted bookings not yet ended (soonest first); scope=past: the rest, newest first.
 */
export const SitterBookingRequestsQuery = providerScopeQuery();
export const SitterBookingRequestList = z.object({ requests: z.array(SitterBookingRequest) });
export type SitterBookingRequestList = z.infer<typeof SitterBookingRequestList>;
/** POST .../accept and .../decline answer the request as it now is. */
export const SitterBookingRequestUpdated = z.object({ request: SitterBookingRequest });
export type SitterBookingRequestUpdated = z.infer<typeof SitterBookingRequestUpdated>;

/** POST /api/care/practice/requests/:id/decline. */
export const DeclineBookingRequestInput = declineInput(careMessages);
export type DeclineBookingRequestInput = z.input<typeof DeclineBookingRequestInput>;
