/**
 * Vet search, availability, booking, payments, ratings and the vet's own practice (spec sections 2-9).
 * Dates are the vet's local calendar dates (YYYY-MM-DD) and times its local wall-clock times (HH:MM), in
 * the vet's IANA time zone; `startsAt` is the same moment as an ISO instant. Money is INR, like the record.
 */
import * as z from 'zod/mini';
import { ObjectIdString } from './platform';
import { isTimeZone } from './profiles';

/** Spec section 9. */
export const BOOKING_WINDOW_DAYS = 30;
export const DEFAULT_SLOT_MINUTES = 30;
/** Claims and schedule times sit on this grid (DESIGN.md: one claim per cell). */
export const SLOT_GRID_MINUTES = 5;
/** A saved method is charged this long before a paid teleconsultation; free ones can be cancelled until then. */
export const CHARGE_LEAD_HOURS = 24;

/** Word for word from spec section 8 and the issue (409 message). */
export const vetMessages = {
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  holiday: 'The selected date is a holiday for this veterinarian. Please choose another date.',
  noOwnerProfile: 'Could not find your pet owner profile. Please contact support.',
  bookFailed: 'Failed to book appointment. Please try again.',
  cancelFailed: 'Failed to cancel appointment. Please try again.',
  paymentFailed: 'There was an issue processing your payment. Please try again.',
  ratingFailed: 'Failed to submit rating. Please try again.',
  alreadyRated: 'You have already rated this appointment.',
  cancelTooLate: 'This appointment can no longer be cancelled: it starts in less than 24 hours.',
  paidCancel: 'Paid teleconsultations cannot be cancelled once booked. Please contact the veterinarian.',
  notFound: 'We could not find that appointment.',
  vetNotFound: 'We could not find that veterinarian.',
  contactMethod: 'Please choose WhatsApp or Zoom for the teleconsultation.',
  contactLink: 'Please enter the contact link for the teleconsultation.',
  disclaimer: 'Please accept the teleconsultation disclaimer.',
  paymentMethod: 'Please choose a payment method.',
  date: 'Please choose a date in the next 30 days.',
  time: 'Please enter a time as HH:MM on a 5-minute step.',
  timeRange: 'The end time must be after the start time.',
  slotDuration: 'Slot length must be 5 to 240 minutes in 5-minute steps.',
  holidayRange: 'The holiday must end on or after its first day.',
  alreadyDecided: 'This appointment has already been confirmed or cancelled.',
  pet: 'Please choose one of your pets.',
  notVet: 'Only veterinarians with a completed profile can manage a practice.',
  appointmentCancelled: 'This appointment has been cancelled.',
  notPayable: 'This appointment does not need a payment.',
  alreadyPaid: 'This appointment has already been paid.',
  paymentInProgress: 'A payment for this appointment is already in progress. Please try again in a minute.',
  notRatable: 'You can rate an appointment once it has taken place.',
  visitNotOver: 'Visit notes can be written once the visit has taken place.',
  scheduleNotFound: 'We could not find that schedule.',
  breakNotFound: 'We could not find that break.',
  holidayNotFound: 'We could not find that holiday.',
  breakOutside: "The break must be within the schedule's hours.",
  timeZone: 'Please choose a valid time zone.',
} as const;

/** True for a calendar date that exists (the pattern alone lets 2026-02-30 through). */
export function isRealIsoDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const IsoDate = z
  .string({ error: vetMessages.date })
  .check(
    z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, vetMessages.date),
    z.refine(isRealIsoDate, vetMessages.date),
  );

/** HH:MM on the 5-minute grid, 00:00 to 23:55; 24:00 only as an end time (see EndTime). */
export const ClockTime = z
  .string({ error: vetMessages.time })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5][05]$/, vetMessages.time));
export const EndTime = z
  .string({ error: vetMessages.time })
  .check(z.regex(/^(([01]\d|2[0-3]):[0-5][05]|24:00)$/, vetMessages.time));

const CLOCK = /^(([01]\d|2[0-3]):[0-5][05]|24:00)$/;
/** End after start, judged only when both are well-formed times (else their own messages say why). */
const endsAfterStart = (range: { startTime: string; endTime: string }) =>
  !CLOCK.test(range.startTime) || !CLOCK.test(range.endTime) || range.endTime > range.startTime;

export const Weekday = z.enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
export type Weekday = z.infer<typeof Weekday>;

export const AppointmentType = z.enum(['in_person', 'teleconsultation']);
export type AppointmentType = z.infer<typeof AppointmentType>;
export const ContactMethod = z.enum(['whatsapp', 'zoom'], { error: vetMessages.contactMethod });
export type ContactMethod = z.infer<typeof ContactMethod>;
export const PreferredContact = z.enum(['phone', 'email']);
export type PreferredContact = z.infer<typeof PreferredContact>;
export const AppointmentStatus = z.enum(['pending', 'confirmed', 'cancelled']);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;
export const PaymentStatus = z.enum(['pending', 'not_required', 'completed']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

// ---------------------------------------------------------------- vets, ratings

/** A vet as the list dialog and the widget show it. */
export const VetSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  specialization: z.string(),
  location: z.string(),
  availability: z.string(),
  phoneNumber: z.string(),
  licenseId: z.string(),
  bio: z.string(),
  consultationFee: z.number(),
  timeZone: z.string(),
  /** Rounded to 1 decimal; 0 without ratings. */
  ratingAverage: z.number(),
  reviewCount: z.number(),
});
export type VetSummary = z.infer<typeof VetSummary>;

/** GET /api/vet/vets?location=&specialization= (case-insensitive contains). */
export const VetSearchQuery = z.strictObject({
  location: z.optional(z.string().check(z.maxLength(120))),
  specialization: z.optional(z.string().check(z.maxLength(100))),
});
export type VetSearchQuery = z.infer<typeof VetSearchQuery>;

export const VetList = z.object({ vets: z.array(VetSummary) });
export type VetList = z.infer<typeof VetList>;

/** GET /api/vet/vets/:vetId. */
export const VetDetail = z.object({ vet: VetSummary });
export type VetDetail = z.infer<typeof VetDetail>;

export const VetReview = z.object({
  id: z.string(),
  rating: z.number(),
  feedback: z.string(),
  /** The owner's first name, or "Pet owner". */
  author: z.string(),
  createdAt: z.iso.datetime(),
});
export type VetReview = z.infer<typeof VetReview>;
/** GET /api/vet/vets/:vetId/reviews, newest first. */
export const VetReviewList = z.object({ reviews: z.array(VetReview) });
export type VetReviewList = z.infer<typeof VetReviewList>;

// ---------------------------------------------------------------- availability

/**
 * GET /api/vet/vets/:vetId/availability: the booking window (today in the vet's zone through 30 days
 * ahead). `availableDates` have at least one bookable slot; `holidays` are window dates inside a holiday.
 * `hasSchedules` false shows "No available dates found"; schedules whose every date is a holiday show
 * "All available dates are holidays".
 */
export const VetAvailability = z.object({
  vetId: z.string(),
  timeZone: z.string(),
  today: IsoDate,
  lastDate: IsoDate,
  availableDates: z.array(IsoDate),
  holidays: z.array(IsoDate),
  hasSchedules: z.boolean(),
  /** Dates in the window with an is_available schedule, holiday or not. */
  scheduledDates: z.array(IsoDate),
});
export type VetAvailability = z.infer<typeof VetAvailability>;

/** Time slot (spec section 3, derived). */
export const TimeSlot = z.object({
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  scheduleId: z.string(),
  /** The slot's start as an instant, so a browser in another zone can show both. */
  startsAt: z.iso.datetime(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

/** GET /api/vet/vets/:vetId/slots?date=YYYY-MM-DD. */
export const SlotsQuery = z.strictObject({ date: IsoDate });
export const DaySlots = z.object({
  vetId: z.string(),
  date: IsoDate,
  timeZone: z.string(),
  holiday: z.boolean(),
  holidayReason: z.optional(z.string()),
  /** Why the list is empty when it is: the hint under "No available slots for this date.". */
  emptyReason: z.optional(z.enum(['holiday', 'no_schedule', 'breaks_or_booked', 'past', 'outside_window'])),
  slots: z.array(TimeSlot),
});
export type DaySlots = z.infer<typeof DaySlots>;

// ---------------------------------------------------------------- booking (owner)

const contactLink = z
  .string({ error: vetMessages.contactLink })
  .check(z.trim(), z.minLength(1, vetMessages.contactLink), z.maxLength(500, vetMessages.contactLink));

/** POST /api/vet/appointments (Idempotency-Key). The server derives end time, fee and payment fields. */
export const BookAppointmentInput = z.strictObject({
  vetId: ObjectIdString,
  date: IsoDate,
  startTime: ClockTime,
  scheduleId: ObjectIdString,
  appointmentType: AppointmentType,
  petId: z.optional(z.nullable(ObjectIdString)),
  reason: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'Reason must be at most 1000 characters.'))),
  ),
  preferredContact: z.optional(z.nullable(PreferredContact)),
  contactMethod: z.optional(z.nullable(ContactMethod)),
  contactLink: z.optional(z.nullable(contactLink)),
  disclaimerAccepted: z._default(z.boolean(), false),
  paymentMethodId: z.optional(z.nullable(ObjectIdString)),
});
export type BookAppointmentInput = z.input<typeof BookAppointmentInput>;

/** An appointment as its owner sees it (spec section 7's joined select). */
export const OwnerAppointment = z.object({
  id: z.string(),
  vet: z.object({ id: z.string(), fullName: z.string(), location: z.string(), phoneNumber: z.string() }),
  pet: z.nullable(z.object({ id: z.string(), name: z.string(), breed: z.string() })),
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  status: AppointmentStatus,
  appointmentType: AppointmentType,
  contactMethod: z.nullable(ContactMethod),
  contactLink: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  preferredContact: z.nullable(PreferredContact),
  paymentRequired: z.boolean(),
  paymentStatus: PaymentStatus,
  consultationFee: z.nullable(z.number()),
  /** The saved method chosen at booking (charged 24 hours before), or the one that paid. */
  paymentMethodId: z.nullable(z.string()),
  disclaimerAccepted: z.boolean(),
  disclaimerAcceptedAt: z.nullable(z.iso.datetime()),
  /** The owner may cancel now (free, or still unpaid, and more than 24 h ahead). */
  canCancel: z.boolean(),
  /** Past, not cancelled, and not yet rated. */
  canRate: z.boolean(),
  rated: z.boolean(),
  visitNotes: z.nullable(z.string()),
});
export type OwnerAppointment = z.infer<typeof OwnerAppointment>;

export const AppointmentCreated = z.object({ appointment: OwnerAppointment });
export type AppointmentCreated = z.infer<typeof AppointmentCreated>;
/** What .../cancel and .../pay answer: the appointment as it now is. */
export const AppointmentUpdated = AppointmentCreated;
export type AppointmentUpdated = AppointmentCreated;

/** GET /api/vet/appointments?scope=upcoming (pending and confirmed, soonest first) or past. */
export const AppointmentsQuery = z.strictObject({ scope: z._default(z.enum(['upcoming', 'past']), 'upcoming') });
export const OwnerAppointmentList = z.object({ appointments: z.array(OwnerAppointment) });
export type OwnerAppointmentList = z.infer<typeof OwnerAppointmentList>;

/** POST /api/vet/appointments/:id/pay (Idempotency-Key): the Pay Now of the Payment Required screen. */
export const PayAppointmentInput = z.strictObject({ paymentMethodId: z.optional(ObjectIdString) });
export type PayAppointmentInput = z.input<typeof PayAppointmentInput>;

/** POST /api/vet/appointments/:id/rating: once per appointment, after it. */
export const RateAppointmentInput = z.strictObject({
  rating: z
    .int({ error: 'Please choose a rating from 1 to 5.' })
    .check(z.gte(1, 'Please choose a rating from 1 to 5.'), z.lte(5, 'Please choose a rating from 1 to 5.')),
  feedback: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Feedback must be at most 2000 characters.')), ''),
});
export type RateAppointmentInput = z.input<typeof RateAppointmentInput>;
export const RatingCreated = z.object({ review: VetReview });
export type RatingCreated = z.infer<typeof RatingCreated>;

/** GET /api/vet/visit-notes: notes vets wrote on the owner's past visits, newest first. */
export const VisitNote = z.object({
  appointmentId: z.string(),
  vetName: z.string(),
  pet: z.nullable(z.object({ name: z.string(), breed: z.string() })),
  date: IsoDate,
  startTime: ClockTime,
  notes: z.string(),
  updatedAt: z.iso.datetime(),
});
export type VisitNote = z.infer<typeof VisitNote>;
export const VisitNoteList = z.object({ notes: z.array(VisitNote) });
export type VisitNoteList = z.infer<typeof VisitNoteList>;

// ---------------------------------------------------------------- the vet's practice (vet side)

export const VetBreak = z.object({ id: z.string(), startTime: ClockTime, endTime: EndTime, reason: z.string() });
export type VetBreak = z.infer<typeof VetBreak>;

export const VetSchedule = z.object({
  id: z.string(),
  /** Set: this date only, replacing that weekday's weekly schedules. Null: weekly on dayOfWeek. */
  scheduleDate: z.nullable(IsoDate),
  dayOfWeek: z.nullable(Weekday),
  startTime: ClockTime,
  endTime: EndTime,
  slotDurationMinutes: z.number(),
  isAvailable: z.boolean(),
  breaks: z.array(VetBreak),
});
export type VetSchedule = z.infer<typeof VetSchedule>;

export const VetHoliday = z.object({ id: z.string(), startDate: IsoDate, endDate: IsoDate, reason: z.string() });
export type VetHoliday = z.infer<typeof VetHoliday>;

/** GET /api/vet/practice: everything the vet edits. */
export const VetPractice = z.object({
  vetId: z.string(),
  timeZone: z.string(),
  consultationFee: z.number(),
  schedules: z.array(VetSchedule),
  holidays: z.array(VetHoliday),
});
export type VetPractice = z.infer<typeof VetPractice>;

const slotDuration = z
  .int({ error: vetMessages.slotDuration })
  .check(
    z.gte(5, vetMessages.slotDuration),
    z.lte(240, vetMessages.slotDuration),
    z.multipleOf(5, vetMessages.slotDuration),
  );

/** POST /api/vet/practice/schedules, PUT /api/vet/practice/schedules/:id: exactly one of date and weekday. */
export const ScheduleInput = z
  .strictObject({
    scheduleDate: z.nullable(IsoDate),
    dayOfWeek: z.nullable(Weekday),
    startTime: ClockTime,
    endTime: EndTime,
    slotDurationMinutes: z._default(slotDuration, DEFAULT_SLOT_MINUTES),
    isAvailable: z._default(z.boolean(), true),
  })
  .check(
    z.refine((s) => (s.scheduleDate === null) !== (s.dayOfWeek === null), {
      message: 'Choose either a weekday or a date.',
      path: ['dayOfWeek'],
    }),
    z.refine(endsAfterStart, { message: vetMessages.timeRange, path: ['endTime'] }),
  );
export type ScheduleInput = z.input<typeof ScheduleInput>;

/** POST /api/vet/practice/schedules/:id/breaks. */
export const BreakInput = z
  .strictObject({
    startTime: ClockTime,
    endTime: EndTime,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine(endsAfterStart, { message: vetMessages.timeRange, path: ['endTime'] }));
export type BreakInput = z.input<typeof BreakInput>;

/** POST /api/vet/practice/holidays: both ends included. */
export const HolidayInput = z
  .strictObject({
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine((h) => h.endDate >= h.startDate, { message: vetMessages.holidayRange, path: ['endDate'] }));
export type HolidayInput = z.input<typeof HolidayInput>;

/** PUT /api/vet/practice/settings. */
export const PracticeSettingsInput = z.strictObject({
  timeZone: z.string({ error: vetMessages.timeZone }).check(z.refine(isTimeZone, vetMessages.timeZone)),
  consultationFee: z
    .number({ error: 'Please enter a consultation fee.' })
    .check(
      z.gte(0, 'Consultation fee must be 0 or more.'),
      z.lte(1_000_000, 'Consultation fee must be at most 1000000.'),
    ),
});
export type PracticeSettingsInput = z.input<typeof PracticeSettingsInput>;

/** An incoming appointment as the vet sees it. */
export const PracticeAppointment = z.object({
  id: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  pet: z.nullable(z.object({ name: z.string(), breed: z.string() })),
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  startsAt: z.iso.datetime(),
  status: AppointmentStatus,
  appointmentType: AppointmentType,
  contactMethod: z.nullable(ContactMethod),
  contactLink: z.nullable(z.string()),
  preferredContact: z.nullable(PreferredContact),
  reason: z.nullable(z.string()),
  paymentStatus: PaymentStatus,
  visitNotes: z.nullable(z.string()),
});
export type PracticeAppointment = z.infer<typeof PracticeAppointment>;
/** GET /api/vet/practice/appointments?scope=upcoming|past. */
export const PracticeAppointmentList = z.object({ appointments: z.array(PracticeAppointment) });
export type PracticeAppointmentList = z.infer<typeof PracticeAppointmentList>;
/** What .../confirm, .../cancel and .../notes answer. */
export const PracticeAppointmentUpdated = z.object({ appointment: PracticeAppointment });
export type PracticeAppointmentUpdated = z.infer<typeof PracticeAppointmentUpdated>;

/** POST/PUT schedules and POST .../breaks answer the schedule (with its breaks); POST holidays the holiday. */
export const ScheduleSaved = z.object({ schedule: VetSchedule });
export type ScheduleSaved = z.infer<typeof ScheduleSaved>;
export const HolidaySaved = z.object({ holiday: VetHoliday });
export type HolidaySaved = z.infer<typeof HolidaySaved>;
/** DELETE of a schedule, break or holiday. */
export const PracticeItemDeleted = z.object({ deleted: z.literal(true) });
export type PracticeItemDeleted = z.infer<typeof PracticeItemDeleted>;

/** PUT /api/vet/practice/appointments/:id/notes. */
export const VisitNotesInput = z.strictObject({
  notes: z
    .string({ error: 'Please write the visit notes.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please write the visit notes.'),
      z.maxLength(5000, 'Visit notes must be at most 5000 characters.'),
    ),
});
export type VisitNotesInput = z.input<typeof VisitNotesInput>;
