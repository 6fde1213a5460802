/**
 * Pet trainers (spec sections 2, 3, 4, 5 and 9): the trainer directory, training appointments in person
 * (confirmed at once, free) or online (pending until the trainer accepts, charged 24 hours before), and
 * the trainer's answers, and the trainer's practice (weekly hours with breaks, days off, time zone) from which the
 * scheduling engine makes the bookable slots (decision 093). Dates (YYYY-MM-DD) and times (HH:MM) are
 * wall-clock values in the appointment's IANA `timeZone` (the trainer's, since decision 093);
 * `startsAt`/`endsAt` are the same moments as ISO instants.
 * docs/decisions/031-care-trainers.md and 093-trainer-schedules-and-page.md record what the spec leaves open.
 */
import * as z from 'zod/mini';
import { GeoPoint } from '../geo-point';
import { ObjectIdString } from '../platform';
import { isTimeZone, PET_TRAINER_SPECIALIZATIONS } from '../profiles';
import {
  bookingWindowFields,
  ClockTime,
  EndTime,
  endsAfterStart,
  IsoDate,
  NextAvailable,
  SlotsEmptyReason,
  TimeSlot,
  Weekday,
} from '../vet';
import { bookingRatingFields, providerRatingFields, SitterReview } from './ratings';
import { BookedProvider, BookingOwner, declineInput, ownerScopeQuery, providerScopeQuery } from './booking-pieces';

/** What the trainer screens and the trainer API say: the spec's words word for word, then the rest. */
export const trainerMessages = {
  // Spec section 2.
  noTrainers: 'No trainers found',
  // Spec section 5.
  missingInfoTitle: 'Missing Information',
  missingInfo: 'Please fill in all required fields.',
  onlineRequirements: 'Please complete all online training requirements.',
  paymentTitle: 'Payment Method Required',
  payment: 'Please select a payment method for online training.',
  // Spec section 8.
  loadFailed: 'Failed to load pet trainers. Please try again.',
  bookedTitle: 'Training Session Booked',
  bookedInPerson: 'Your in-person training session is confirmed.',
  bookedOnline:
    'Your online training request has been sent to the trainer. Payment will be automatically charged 24 hours before your session.',
  bookFailed: 'Failed to book appointment. Please try again.',
  cancelledTitle: 'Appointment Cancelled',
  cancelled: 'Your appointment has been cancelled successfully.',
  cancelFailed: 'Failed to cancel appointment. Please try again.',
  loadAppointmentsFailed: 'Failed to load appointments. Please try again.',
  // Refusals the spec does not word.
  trainerNotFound: 'We could not find that pet trainer.',
  appointmentNotFound: 'We could not find that training session.',
  notTrainer: 'Only pet trainers with a completed profile can manage training sessions.',
  specialization: 'Please choose a specialization from the list.',
  sessionType: 'Please choose a session type from the list.',
  appointmentType: 'Please choose in-person or online training.',
  time: 'Please choose a time between 09:00 and 20:00 on the half hour.',
  timeRange: 'The end time must be after the start time.',
  datePast: 'Please choose a date and time later than now.',
  tooFar: 'Training sessions can be booked up to 30 days ahead.',
  timeZone: 'Please choose a valid time zone.',
  contactMethod: 'Please choose WhatsApp, Zoom or Google Meet.',
  contactLinkMax: 'Contact info must be at most 300 characters.',
  instructionsMax: 'Special instructions must be at most 2000 characters.',
  ownPet: 'Please select a pet from your own profile.',
  paymentMethodNotFound: 'We could not find that payment method. Please choose another one.',
  ownTrainer: 'You cannot book a session with yourself.',
  trainerBusy: 'This trainer is already booked at that time. Please choose another time.',
  alreadyDecided: 'This training session has already been answered or cancelled.',
  expired: 'This training request has expired: it was not answered within 24 hours.',
  notCancellable: 'This session can no longer be cancelled: it has started, or its payment is due or being processed.',
  declineReason: 'Please give a reason for declining.',
  declineReasonMax: 'The reason must be at most 500 characters.',
  page: 'Page must be a whole number from 1 to 1000.',
  locationQueryMax: 'Location must be at most 120 characters.',
  // The trainer's schedule and its slots (decision 093).
  date: 'Please choose a date from today through 30 days ahead.',
  slot: 'Please choose an available time slot.',
  slotTaken: 'This time slot was just booked by someone else. Please choose another slot.',
  holiday: 'This date is not available: the trainer is away.',
  scheduleTime: 'Hours must start and end between 09:00 and 20:00, on the hour or half hour.',
  slotDuration: 'Session length must be 30 to 240 minutes, in steps of 30.',
  holidayRange: 'The end date must be on or after the start date.',
  breakOutside: 'A break must lie within its schedule.',
  scheduleNotFound: 'We could not find that schedule.',
  breakNotFound: 'We could not find that break.',
  holidayNotFound: 'We could not find that holiday.',
} as const;

export type TrainerSpecialization = (typeof PET_TRAINER_SPECIALIZATIONS)[number];
export const TrainerSpecialization = z.enum(PET_TRAINER_SPECIALIZATIONS, { error: trainerMessages.specialization });

/** Spec section 9, word for word. */
export const TRAINING_SESSION_TYPES = [
  'Basic',
  'Obedience',
  'Puppy',
  'Agility',
  'Behavioral Modification',
  'House Training',
  'Socialization',
  'Trick Training',
] as const;
export const TrainingSessionType = z.enum(TRAINING_SESSION_TYPES, { error: trainerMessages.missingInfo });
export type TrainingSessionType = z.infer<typeof TrainingSessionType>;

/** Spec section 9: training types. */
export const TRAINING_APPOINTMENT_TYPES = ['in_person', 'online_training'] as const;
export const TrainingAppointmentType = z.enum(TRAINING_APPOINTMENT_TYPES, { error: trainerMessages.appointmentType });
export type TrainingAppointmentType = z.infer<typeof TrainingAppointmentType>;

/** Spec section 9: online training contact methods. */
export const TRAINING_CONTACT_METHODS = ['whatsapp', 'zoom', 'google_meet'] as const;
export const TrainingContactMethod = z.enum(TRAINING_CONTACT_METHODS, { error: trainerMessages.contactMethod });
export type TrainingContactMethod = z.infer<typeof TrainingContactMethod>;
export const TRAINING_CONTACT_LABELS = {
  whatsapp: 'WhatsApp',
  zoom: 'Zoom',
  google_meet: 'Google Meet',
} as const satisfies Record<TrainingContactMethod, string>;

/** Spec section 9: every 30 minutes from 09:00 to 20:00 (a session starts and ends on one of these). */
export const TRAINER_TIME_OPTIONS: readonly string[] = Array.from({ length: 23 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
export const TRAINER_SLOT_MINUTES = 30;
/** A trainer's slot is one session: this long unless their schedule says otherwise (decision 093). */
export const TRAINER_DEFAULT_SESSION_MINUTES = 60;
/** Spec section 9: the booking window (the vet's): today through 30 days ahead. */
export const TRAINING_WINDOW_DAYS = 30;
/** A pending online request nobody answers expires this long after it was sent (or at its start, if sooner). */
export const TRAINING_REQUEST_EXPIRY_HOURS = 24;
export const TRAINERS_PAGE_SIZE = 20;
/** Spec section 9: the online training charge is the hourly rate x 100, in INR minor units (paise). */
export const trainingChargeOf = (hourlyRate: number) => Math.round(hourlyRate * 100);

const TrainerTime = z.string({ error: trainerMessages.missingInfo }).check(
  z.minLength(1, { error: trainerMessages.missingInfo, abort: true }),
  z.refine((value) => TRAINER_TIME_OPTIONS.includes(value), trainerMessages.time),
);
const RequiredDate = z.string({ error: trainerMessages.missingInfo }).check(
  z.minLength(1, { error: trainerMessages.missingInfo, abort: true }),
  z.refine((value) => IsoDate.safeParse(value).success, trainerMessages.missingInfo),
);
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(max, message));

/** GET /api/care/trainers?location=&specialization=&page= */
export const TrainerSearchQuery = z.strictObject({
  location: z.optional(z.string().check(z.trim(), z.maxLength(120, trainerMessages.locationQueryMax))),
  specialization: z.optional(TrainerSpecialization),
  page: z._default(
    z.pipe(
      z.string({ error: trainerMessages.page }).check(z.regex(/^([1-9]\d{0,2}|1000)$/, trainerMessages.page)),
      z.transform(Number),
    ),
    1,
  ),
});
export type TrainerSearchQuery = z.input<typeof TrainerSearchQuery>;

export const TrainerCard = z.object({
  id: z.string(),
  fullName: z.string(),
  initials: z.string(),
  profileImageUrl: z.nullable(z.string()),
  location: z.string(),
  /** The trainer's real ratings (decision 078 replaces the spec's fixed "4.8 (24 reviews)"). */
  ...providerRatingFields,
  /** INR per hour. */
  hourlyRate: z.number(),
  yearsExperience: z.number(),
  specializations: z.array(z.string()),
  bio: z.string(),
  availability: z.string(),
  /** The zone the trainer's hours and slots are in (decision 093). */
  timeZone: z.string(),
  /** Where the provider works, on the map: their city's area (decision 084); null when their location names no known city. */
  point: z.nullable(GeoPoint),
});
export type TrainerCard = z.infer<typeof TrainerCard>;

export const TrainerList = z.object({
  trainers: z.array(TrainerCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TrainerList = z.infer<typeof TrainerList>;

/** GET /api/care/trainers/:id: the trainer's own page, with the first open slot in the trainer's zone. */
/** The provider's page: the card, the first open slot and the newest reviews (decision 101; none: "New"). */
export const TrainerDetail = z.object({
  trainer: TrainerCard,
  nextAvailable: NextAvailable,
  reviews: z.array(SitterReview),
});
export type TrainerDetail = z.infer<typeof TrainerDetail>;

/** GET /api/care/trainers/:id/availability: the booking window (today in the trainer's zone + 30 days). */
export const TrainerAvailability = z.object({ trainerId: z.string(), ...bookingWindowFields });
export type TrainerAvailability = z.infer<typeof TrainerAvailability>;

/** GET /api/care/trainers/:id/slots?date=YYYY-MM-DD: that day's open sessions, in the trainer's zone. */
export const TrainerSlotsQuery = z.strictObject({ date: IsoDate });
export const TrainerDaySlots = z.object({
  trainerId: z.string(),
  date: IsoDate,
  timeZone: z.string(),
  holiday: z.boolean(),
  emptyReason: z.optional(SlotsEmptyReason),
  slots: z.array(TimeSlot),
});
export type TrainerDaySlots = z.infer<typeof TrainerDaySlots>;

interface BookingRules {
  appointmentType: TrainingAppointmentType;
  startTime: string;
  endTime: string;
  contactMethod?: string | null | undefined;
  contactLink?: string | null | undefined;
  disclaimerAccepted: boolean;
  paymentMethodId?: string | null | undefined;
}
const online = (r: BookingRules) => r.appointmentType === 'online_training';
const isOption = (value: string) => TRAINER_TIME_OPTIONS.includes(value);

/**
 * POST /api/care/training-appointments (Idempotency-Key): one of the trainer's slots (date, start, end and its
 * schedule, in the trainer's zone; decision 093). Spec section 5: date, start and end time and
 * session type are required ("Please fill in all required fields."); online training also needs a
 * contact method, contact info and the accepted disclaimer ("Please complete all online training
 * requirements.") and a payment method ("Please select a payment method for online training.").
 */
export const CreateTrainingAppointmentInput = z
  .strictObject({
    trainerId: ObjectIdString,
    appointmentDate: RequiredDate,
    startTime: TrainerTime,
    endTime: TrainerTime,
    sessionType: TrainingSessionType,
    appointmentType: TrainingAppointmentType,
    /** Optional: one of the owner's own pets. */
    petId: z.optional(z.nullable(ObjectIdString)),
    /** The slot's schedule (the date and times are the slot's, in the trainer's zone: decision 093). */
    scheduleId: z
      .string({ error: trainerMessages.missingInfo })
      .check(
        z.minLength(1, { error: trainerMessages.missingInfo, abort: true }),
        z.regex(/^[a-f0-9]{24}$/i, trainerMessages.slot),
      ),
    specialInstructions: z._default(optionalText(2000, trainerMessages.instructionsMax), ''),
    contactMethod: z.optional(z.nullable(TrainingContactMethod)),
    contactLink: z.optional(z.nullable(optionalText(300, trainerMessages.contactLinkMax))),
    disclaimerAccepted: z._default(z.boolean({ error: trainerMessages.onlineRequirements }), false),
    paymentMethodId: z.optional(z.nullable(ObjectIdString)),
  })
  .check(
    z.refine((r) => !isOption(r.startTime) || !isOption(r.endTime) || r.endTime > r.startTime, {
      message: trainerMessages.timeRange,
      path: ['endTime'],
    }),
    z.refine((r) => !online(r) || Boolean(r.contactMethod), {
      message: trainerMessages.onlineRequirements,
      path: ['contactMethod'],
    }),
    z.refine((r) => !online(r) || Boolean(r.contactLink?.trim()), {
      message: trainerMessages.onlineRequirements,
      path: ['contactLink'],
    }),
    z.refine((r) => !online(r) || r.disclaimerAccepted, {
      message: trainerMessages.onlineRequirements,
      path: ['disclaimerAccepted'],
    }),
    z.refine((r) => !online(r) || Boolean(r.paymentMethodId), {
      message: trainerMessages.payment,
      path: ['paymentMethodId'],
    }),
  );
export type CreateTrainingAppointmentInput = z.input<typeof CreateTrainingAppointmentInput>;
export type CreateTrainingAppointmentData = z.output<typeof CreateTrainingAppointmentInput>;

/** What a session is read as: stored statuses, plus `completed` for a confirmed one whose end has passed (decision 078). */
export const TRAINING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'expired', 'completed'] as const;
export const TrainingStatus = z.enum(TRAINING_STATUSES);
export type TrainingStatus = z.infer<typeof TrainingStatus>;
/** The statuses a session is stored with: `completed` is never written, it is read from the end time. */
export type StoredTrainingStatus = Exclude<TrainingStatus, 'completed'>;
export const TRAINING_PAYMENT_STATUSES = ['not_required', 'pending', 'completed', 'failed', 'cancelled'] as const;
export const TrainingPaymentStatus = z.enum(TRAINING_PAYMENT_STATUSES);
export type TrainingPaymentStatus = z.infer<typeof TrainingPaymentStatus>;

const appointmentFields = {
  id: z.string(),
  appointmentDate: IsoDate,
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  sessionType: TrainingSessionType,
  appointmentType: TrainingAppointmentType,
  contactMethod: z.nullable(TrainingContactMethod),
  contactLink: z.nullable(z.string()),
  specialInstructions: z.string(),
  pet: z.nullable(z.object({ id: z.string(), name: z.string(), breed: z.string() })),
  /** A pending request past its answer deadline reads as expired, a confirmed session past its end as completed. */
  status: TrainingStatus,
  paymentRequired: z.boolean(),
  paymentStatus: TrainingPaymentStatus,
  /** Online training: the charge in INR minor units (hourly rate x 100); null in person. */
  amount: z.nullable(z.number()),
  currency: z.nullable(z.literal('INR')),
  declineReason: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** When a pending online request expires unanswered; null once answered or for in-person sessions. */
  expiresAt: z.nullable(z.iso.datetime()),
};

/** A training session as its owner sees it. */
export const OwnerTrainingAppointment = z.object({
  ...appointmentFields,
  trainer: BookedProvider,
  canCancel: z.boolean(),
  ...bookingRatingFields,
});
export type OwnerTrainingAppointment = z.infer<typeof OwnerTrainingAppointment>;

/** 201 ("Training Session Booked"). */
export const TrainingAppointmentCreated = z.object({ appointment: OwnerTrainingAppointment });
export type TrainingAppointmentCreated = z.infer<typeof TrainingAppointmentCreated>;
export const OwnerTrainingAppointmentUpdated = TrainingAppointmentCreated;
export type OwnerTrainingAppointmentUpdated = TrainingAppointmentCreated;

/** GET /api/care/training-appointments?scope=upcoming (pending or confirmed, not ended; soonest first) or past. */
export const TrainingAppointmentsQuery = ownerScopeQuery();
export const OwnerTrainingAppointmentList = z.object({ appointments: z.array(OwnerTrainingAppointment) });
export type OwnerTrainingAppointmentList = z.infer<typeof OwnerTrainingAppointmentList>;

/** A training session as the trainer sees it. */
export const TrainerTrainingAppointment = z.object({
  ...appointmentFields,
  owner: BookingOwner,
  /** Pending, not expired and not started: Accept and Decline apply. */
  canAnswer: z.boolean(),
});
export type TrainerTrainingAppointment = z.infer<typeof TrainerTrainingAppointment>;

/**
 * GET /api/care/trainer-practice/appointments?scope=incoming: pending requests first (soonest deadline
 * first), then confirmed sessions not yet ended (soonest first); scope=past: the rest, newest first.
 */
export const TrainerAppointmentsQuery = providerScopeQuery();
export const TrainerAppointmentList = z.object({ appointments: z.array(TrainerTrainingAppointment) });
export type TrainerAppointmentList = z.infer<typeof TrainerAppointmentList>;
export const TrainerAppointmentUpdated = z.object({ appointment: TrainerTrainingAppointment });
export type TrainerAppointmentUpdated = z.infer<typeof TrainerAppointmentUpdated>;

/** POST /api/care/trainer-practice/appointments/:id/decline. */
export const DeclineTrainingInput = declineInput(trainerMessages);
export type DeclineTrainingInput = z.input<typeof DeclineTrainingInput>;

/** The trainer's practice (decision 093): the same weekly hours, breaks and days off as stylists and vets. */
export const TrainerBreak = z.object({ id: z.string(), startTime: ClockTime, endTime: EndTime });
export type TrainerBreak = z.infer<typeof TrainerBreak>;
export const TrainerSchedule = z.object({
  id: z.string(),
  dayOfWeek: Weekday,
  startTime: ClockTime,
  endTime: EndTime,
  slotDurationMinutes: z.number(),
  isAvailable: z.boolean(),
  breaks: z.array(TrainerBreak),
});
export type TrainerSchedule = z.infer<typeof TrainerSchedule>;
export const TrainerHoliday = z.object({ id: z.string(), startDate: IsoDate, endDate: IsoDate, reason: z.string() });
export type TrainerHoliday = z.infer<typeof TrainerHoliday>;

/** GET /api/care/trainer-practice: the trainer's card and the calendar they edit. */
export const TrainerPractice = z.object({
  trainer: TrainerCard,
  schedules: z.array(TrainerSchedule),
  holidays: z.array(TrainerHoliday),
});
export type TrainerPractice = z.infer<typeof TrainerPractice>;

/** Spec section 9's outer bound: hours start and end on one of the time options (09:00-20:00, half hours). */
const TrainerHoursTime = z
  .string({ error: trainerMessages.scheduleTime })
  .check(z.refine((value) => TRAINER_TIME_OPTIONS.includes(value), trainerMessages.scheduleTime));
const sessionLength = z
  .int({ error: trainerMessages.slotDuration })
  .check(
    z.gte(30, trainerMessages.slotDuration),
    z.lte(240, trainerMessages.slotDuration),
    z.multipleOf(TRAINER_SLOT_MINUTES, trainerMessages.slotDuration),
  );

/** POST /trainer-practice/schedules, PUT /trainer-practice/schedules/:id: weekly hours, sessions on the half-hour grid. */
export const TrainerScheduleInput = z
  .strictObject({
    dayOfWeek: Weekday,
    startTime: TrainerHoursTime,
    endTime: TrainerHoursTime,
    slotDurationMinutes: z._default(sessionLength, TRAINER_DEFAULT_SESSION_MINUTES),
    isAvailable: z._default(z.boolean(), true),
  })
  .check(z.refine(endsAfterStart, { message: trainerMessages.timeRange, path: ['endTime'] }));
export type TrainerScheduleInput = z.input<typeof TrainerScheduleInput>;
export type TrainerScheduleData = z.output<typeof TrainerScheduleInput>;

/** POST /trainer-practice/schedules/:id/breaks. */
export const TrainerBreakInput = z
  .strictObject({ startTime: ClockTime, endTime: EndTime })
  .check(z.refine(endsAfterStart, { message: trainerMessages.timeRange, path: ['endTime'] }));
export type TrainerBreakInput = z.input<typeof TrainerBreakInput>;

/** POST /trainer-practice/holidays: days off, both ends included. */
export const TrainerHolidayInput = z
  .strictObject({
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine((h) => h.endDate >= h.startDate, { message: trainerMessages.holidayRange, path: ['endDate'] }));
export type TrainerHolidayInput = z.input<typeof TrainerHolidayInput>;

/** PUT /trainer-practice/settings: the zone the trainer's hours are read in. */
export const TrainerSettingsInput = z.strictObject({
  timeZone: z.string({ error: trainerMessages.timeZone }).check(z.refine(isTimeZone, trainerMessages.timeZone)),
});
export type TrainerSettingsInput = z.input<typeof TrainerSettingsInput>;
