/** The owner's bookings: book, list, cancel, Pay Now, rate, visit notes (spec sections 3-8). */
import * as z from 'zod/mini';
import {
  vetMessages,
  IsoDate,
  ClockTime,
  EndTime,
  AppointmentType,
  ContactMethod,
  PreferredContact,
  AppointmentStatus,
  PaymentStatus,
} from './common';
import { ObjectIdString } from '../platform';
import { VetReview } from './directory';
import { RefundView } from '../refunds';

const contactLink = z
  .string({ error: vetMessages.contactLink })
  .check(z.trim(), z.minLength(1, vetMessages.contactLink), z.maxLength(500, vetMessages.contactLink));

/**
 * What a teleconsultation needs of its own (spec section 5), in the order the booking form lists what is
 * missing. The booking schema below and the form both use it; a payment method is needed too when the
 * vet's fee is above 0, which only the server knows for sure.
 */
export const TeleconsultationRequirements = z.object({
  disclaimerAccepted: z.literal(true, { error: vetMessages.disclaimer }),
  contactMethod: ContactMethod,
  contactLink,
});

const bookingFields = {
  vetId: ObjectIdString,
  date: IsoDate,
  startTime: ClockTime,
  scheduleId: ObjectIdString,
  petId: z.optional(z.nullable(ObjectIdString)),
  reason: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'Reason must be at most 1000 characters.'))),
  ),
  preferredContact: z.optional(z.nullable(PreferredContact)),
};

/** In person: teleconsultation fields may come along (a form switched back) and are ignored. */
const InPersonBooking = z.strictObject({
  ...bookingFields,
  appointmentType: z.literal('in_person'),
  contactMethod: z.optional(z.nullable(ContactMethod)),
  contactLink: z.optional(z.nullable(contactLink)),
  disclaimerAccepted: z.optional(z.boolean()),
  paymentMethodId: z.optional(z.nullable(ObjectIdString)),
});

const TeleconsultationBooking = z.strictObject({
  ...bookingFields,
  appointmentType: z.literal('teleconsultation'),
  ...TeleconsultationRequirements.shape,
  paymentMethodId: z.optional(z.nullable(ObjectIdString)),
});

/** POST /api/vet/appointments (Idempotency-Key). The server derives end time, fee and payment fields. */
export const BookAppointmentInput = z.discriminatedUnion('appointmentType', [InPersonBooking, TeleconsultationBooking]);
export type BookAppointmentInput = z.input<typeof BookAppointmentInput>;
export type BookAppointment = z.output<typeof BookAppointmentInput>;

/** An appointment as its owner sees it (spec section 7's joined select). */
/**
 * What the owner reads: the stored statuses, plus `completed` for a confirmed appointment whose end has passed
 * (read, never written, as care bookings do: decision 078). The vet's practice view keeps the stored ones.
 */
export const OWNER_APPOINTMENT_STATUSES = [...AppointmentStatus.options, 'completed'] as const;
export const OwnerAppointmentStatus = z.enum(OWNER_APPOINTMENT_STATUSES);
export type OwnerAppointmentStatus = z.infer<typeof OwnerAppointmentStatus>;

export const OwnerAppointment = z.object({
  id: z.string(),
  vet: z.object({ id: z.string(), fullName: z.string(), location: z.string(), phoneNumber: z.string() }),
  pet: z.nullable(z.object({ id: z.string(), name: z.string(), breed: z.string() })),
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  /** As stored, except a confirmed appointment whose end has passed reads `completed` (decision 086). */
  status: OwnerAppointmentStatus,
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
  /** The owner may cancel now (more than 24 h ahead; a paid one is then refunded). */
  canCancel: z.boolean(),
  /** Past, not cancelled, and not yet rated. */
  canRate: z.boolean(),
  rated: z.boolean(),
  visitNotes: z.nullable(z.string()),
  /** A paid teleconsultation cancelled in time: its refund (docs/decisions/050); null otherwise. */
  refund: z.optional(z.nullable(RefundView)),
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

/**
 * Payment is asked for only for a teleconsultation with a fee above 0 (spec section 5): the one rule the
 * booking form and the booking service both follow.
 */
export function needsPayment(booking: { appointmentType: string }, fee: number | null | undefined): boolean {
  return booking.appointmentType === 'teleconsultation' && (fee ?? 0) > 0;
}
