/**
 * Pet stylists (spec sections 2, 3, 4, 5 and 9): the directory with location and service filters, the
 * stylist's bookable dates and slots (the shared availability engine, default slot 60 minutes), styling
 * appointments (created confirmed) and the stylist's practice (weekly schedules, breaks, holidays, time
 * zone, incoming appointments). Stylists' profiles are their pet_stylists records (auth's).
 */
import * as z from 'zod/mini';
import { GeoPoint } from '../geo-point';
import { PET_STYLIST_SPECIALIZATIONS, isTimeZone } from '../profiles';
import {
  bookingWindowFields,
  ClockTime,
  EndTime,
  IsoDate,
  NextAvailable,
  SlotsEmptyReason,
  TimeSlot,
  Weekday,
  endsAfterStart,
} from '../vet';
import { bookingRatingFields, providerRatingFields, SitterReview } from './ratings';

/** Spec section 9: a stylist's slots are 60 minutes when the schedule does not say. */
export const STYLIST_DEFAULT_SLOT_MINUTES = 60;
/** Cards per page of GET /api/care/stylists. */
export const STYLISTS_PAGE_SIZE = 20;

/** What the stylist screens and the stylist API say: the spec's words first, word for word. */
export const stylistMessages = {
  // Spec section 2.
  noStylists: 'No pet stylists match your filter criteria.',
  // Spec section 5.
  holiday: 'This date is not available due to stylist holiday.',
  // Spec section 8.
  loadStylistsFailed: 'Failed to load pet stylists. Please try again.',
  loadSlotsFailed: 'Failed to load available time slots.',
  loadDatesFailed: 'Failed to load available dates. Please try again.',
  bookFailed: 'Failed to book appointment. Please try again.',
  cancelFailed: 'Failed to cancel appointment. Please try again.',
  loadAppointmentsFailed: 'Failed to load appointments. Please try again.',
  noOwnerProfile: 'Could not find your pet owner profile. Please contact support.',
  cancelledTitle: 'Appointment Cancelled',
  cancelled: 'Your appointment has been cancelled successfully.',
  noSlots: 'No available slots for this date.',
  loadingSlots: 'Loading available time slots...',
  // Refusals the spec does not word (docs/decisions/032-care-stylists.md).
  bookedTitle: 'Appointment Booked',
  booked: 'Your styling appointment is confirmed.',
  stylistNotFound: 'We could not find that pet stylist.',
  appointmentNotFound: 'We could not find that appointment.',
  notStylist: 'Only pet stylists with a completed profile can manage a styling practice.',
  service: 'Please choose a service from the list.',
  serviceNotOffered: 'This stylist does not offer that service.',
  date: 'Please choose a date from today through 30 days ahead.',
  slot: 'Please choose an available time slot.',
  slotTaken: 'This time slot was just booked by someone else. Please choose another slot.',
  pet: 'Please select a pet from your own profile.',
  instructionsMax: 'Special instructions must be at most 1000 characters.',
  ownBooking: 'You cannot book yourself.',
  notCancellable: 'Only upcoming confirmed appointments can be cancelled.',
  cancelReason: 'Please give a reason for cancelling.',
  cancelReasonMax: 'The reason must be at most 500 characters.',
  slotDuration: 'Slot length must be 15 to 240 minutes, in steps of 5.',
  timeRange: 'The end time must be after the start time.',
  holidayRange: 'The end date must be on or after the start date.',
  breakOutside: 'A break must lie within its schedule.',
  timeZone: 'Please choose a valid time zone.',
  scheduleNotFound: 'We could not find that schedule.',
  breakNotFound: 'We could not find that break.',
  holidayNotFound: 'We could not find that holiday.',
  locationQueryMax: 'Location must be at most 120 characters.',
  page: 'Page must be a whole number from 1 to 1000.',
} as const;

export const StylistService = z.enum(PET_STYLIST_SPECIALIZATIONS, { error: stylistMessages.service });
export type StylistService = z.infer<typeof StylistService>;

/** GET /api/care/stylists?location=&service=&page=: location "contains" (any case), one service; by name. */
export const StylistSearchQuery = z.strictObject({
  location: z.optional(z.string().check(z.maxLength(120, stylistMessages.locationQueryMax))),
  service: z.optional(StylistService),
  page: z._default(
    z.pipe(
      z.string({ error: stylistMessages.page }).check(z.regex(/^([1-9]\d{0,2}|1000)$/, stylistMessages.page)),
      z.transform(Number),
    ),
    1,
  ),
});
export type StylistSearchQuery = z.input<typeof StylistSearchQuery>;

/** A stylist as the search list shows it, with real ratings (decision 078, not the spec's fixed 4.9 / 18 reviews). */
export const StylistCard = z.object({
  id: z.string(),
  fullName: z.string(),
  initials: z.string(),
  profileImageUrl: z.nullable(z.string()),
  location: z.string(),
  ...providerRatingFields,
  yearsExperience: z.number(),
  /** The stylist's services (spec section 9's list), in the stylist's order. */
  specializations: z.array(z.string()),
  /** INR per hour. */
  hourlyRate: z.number(),
  bio: z.string(),
  timeZone: z.string(),
  /** Where the provider works, on the map: their city's area (decision 084); null when their location names no known city. */
  point: z.nullable(GeoPoint),
});
export type StylistCard = z.infer<typeof StylistCard>;

/** GET /api/care/stylists/:id: the stylist's own page, with the first open slot in the stylist's zone. */
/** The provider's page: the card, the first open slot and the newest reviews (decision 101; none: "New"). */
export const StylistDetail = z.object({
  stylist: StylistCard,
  nextAvailable: NextAvailable,
  reviews: z.array(SitterReview),
});
export type StylistDetail = z.infer<typeof StylistDetail>;

export const StylistList = z.object({
  stylists: z.array(StylistCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StylistList = z.infer<typeof StylistList>;

/** GET /api/care/stylists/:id/availability: the booking window (today in the stylist's zone + 30 days). */
export const StylistAvailability = z.object({ stylistId: z.string(), ...bookingWindowFields });
export type StylistAvailability = z.infer<typeof StylistAvailability>;

/** GET /api/care/stylists/:id/slots?date=YYYY-MM-DD. */
export const StylistSlotsQuery = z.strictObject({ date: IsoDate });
export const StylistDaySlots = z.object({
  stylistId: z.string(),
  date: IsoDate,
  timeZone: z.string(),
  holiday: z.boolean(),
  emptyReason: z.optional(SlotsEmptyReason),
  slots: z.array(TimeSlot),
});
export type StylistDaySlots = z.infer<typeof StylistDaySlots>;

const ObjectIdText = (message: string) => z.string({ error: message }).check(z.regex(/^[a-f0-9]{24}$/i, message));

/** POST /api/care/stylist-appointments (Idempotency-Key). Spec section 5: date, service type, slot required. */
export const BookStylingInput = z.strictObject({
  stylistId: ObjectIdText(stylistMessages.stylistNotFound),
  date: IsoDate,
  startTime: z
    .string({ error: stylistMessages.slot })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5][05]$/, stylistMessages.slot)),
  scheduleId: ObjectIdText(stylistMessages.slot),
  serviceType: StylistService,
  petId: z._default(z.nullable(ObjectIdText(stylistMessages.pet)), null),
  specialInstructions: z._default(z.string().check(z.trim(), z.maxLength(1000, stylistMessages.instructionsMax)), ''),
});
export type BookStylingInput = z.input<typeof BookStylingInput>;
export type BookStyling = z.output<typeof BookStylingInput>;

/** What an appointment is read as: stored statuses, plus `completed` for a confirmed one whose end has passed (decision 078). */
export const StylingStatus = z.enum(['pending', 'confirmed', 'cancelled', 'completed']);
export type StylingStatus = z.infer<typeof StylingStatus>;
/** The statuses an appointment is stored with: `completed` is never written, it is read from the end time. */
export type StoredStylingStatus = Exclude<StylingStatus, 'completed'>;

/** A styling appointment as its owner or its stylist sees it. */
export const StylingAppointment = z.object({
  id: z.string(),
  stylistId: z.string(),
  stylistName: z.string(),
  stylistLocation: z.string(),
  ownerName: z.string(),
  petName: z.nullable(z.string()),
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  serviceType: z.string(),
  specialInstructions: z.string(),
  status: StylingStatus,
  /** Who cancelled (and why, when the stylist did). */
  cancelledBy: z.nullable(z.enum(['owner', 'stylist'])),
  cancelReason: z.nullable(z.string()),
  /** True while the viewer may still cancel it. */
  cancellable: z.boolean(),
  /** The owner's view: Rate once completed, "Rated" after (always false in the stylist's view). */
  ...bookingRatingFields,
});
export type StylingAppointment = z.infer<typeof StylingAppointment>;

export const StylingAppointmentCreated = z.object({ appointment: StylingAppointment });
export type StylingAppointmentCreated = z.infer<typeof StylingAppointmentCreated>;
export const StylingAppointmentList = z.object({ appointments: z.array(StylingAppointment) });
export type StylingAppointmentList = z.infer<typeof StylingAppointmentList>;

/** GET /api/care/stylist-appointments?scope=upcoming|past (owner) and /stylist-practice/appointments (stylist). */
export const StylingScopeQuery = z.strictObject({ scope: z._default(z.enum(['upcoming', 'past']), 'upcoming') });

/** POST /api/care/stylist-practice/appointments/:id/cancel: the stylist says why. */
export const StylistCancelInput = z.strictObject({
  reason: z
    .string({ error: stylistMessages.cancelReason })
    .check(z.trim(), z.minLength(1, stylistMessages.cancelReason), z.maxLength(500, stylistMessages.cancelReasonMax)),
});
export type StylistCancelInput = z.input<typeof StylistCancelInput>;

export const StylistBreak = z.object({ id: z.string(), startTime: ClockTime, endTime: EndTime });
export type StylistBreak = z.infer<typeof StylistBreak>;
export const StylistSchedule = z.object({
  id: z.string(),
  dayOfWeek: Weekday,
  startTime: ClockTime,
  endTime: EndTime,
  slotDurationMinutes: z.number(),
  isAvailable: z.boolean(),
  breaks: z.array(StylistBreak),
});
export type StylistSchedule = z.infer<typeof StylistSchedule>;
export const StylistHoliday = z.object({ id: z.string(), startDate: IsoDate, endDate: IsoDate, reason: z.string() });
export type StylistHoliday = z.infer<typeof StylistHoliday>;

/** GET /api/care/stylist-practice: the stylist's card and everything the stylist edits here. */
export const StylistPractice = z.object({
  stylist: StylistCard,
  schedules: z.array(StylistSchedule),
  holidays: z.array(StylistHoliday),
});
export type StylistPractice = z.infer<typeof StylistPractice>;

const slotDuration = z
  .int({ error: stylistMessages.slotDuration })
  .check(
    z.gte(15, stylistMessages.slotDuration),
    z.lte(240, stylistMessages.slotDuration),
    z.multipleOf(5, stylistMessages.slotDuration),
  );

/** POST /stylist-practice/schedules, PUT /stylist-practice/schedules/:id: weekly (spec section 3). */
export const StylistScheduleInput = z
  .strictObject({
    dayOfWeek: Weekday,
    startTime: ClockTime,
    endTime: EndTime,
    slotDurationMinutes: z._default(slotDuration, STYLIST_DEFAULT_SLOT_MINUTES),
    isAvailable: z._default(z.boolean(), true),
  })
  .check(z.refine(endsAfterStart, { message: stylistMessages.timeRange, path: ['endTime'] }));
export type StylistScheduleInput = z.input<typeof StylistScheduleInput>;

/** POST /stylist-practice/schedules/:id/breaks. */
export const StylistBreakInput = z
  .strictObject({ startTime: ClockTime, endTime: EndTime })
  .check(z.refine(endsAfterStart, { message: stylistMessages.timeRange, path: ['endTime'] }));
export type StylistBreakInput = z.input<typeof StylistBreakInput>;

/** POST /stylist-practice/holidays: both ends included. */
export const StylistHolidayInput = z
  .strictObject({
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine((h) => h.endDate >= h.startDate, { message: stylistMessages.holidayRange, path: ['endDate'] }));
export type StylistHolidayInput = z.input<typeof StylistHolidayInput>;

/** PUT /stylist-practice/settings: the zone the stylist's schedules are read in. */
export const StylistSettingsInput = z.strictObject({
  timeZone: z.string({ error: stylistMessages.timeZone }).check(z.refine(isTimeZone, stylistMessages.timeZone)),
});
export type StylistSettingsInput = z.input<typeof StylistSettingsInput>;
