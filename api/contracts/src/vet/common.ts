/**
 * Vet search, availability, booking, payments, ratings and the vet's own practice (spec sections 2-9).
 * Dates are the vet's local calendar dates (YYYY-MM-DD) and times its local wall-clock times (HH:MM), in
 * the vet's IANA time zone; `startsAt` is the same moment as an ISO instant. Money is INR, like the record.
 */
import * as z from 'zod/mini';

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
export const endsAfterStart = (range: { startTime: string; endTime: string }) =>
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
