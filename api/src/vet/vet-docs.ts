/**
 * The vet area's stored documents (spec section 3, camelCase like the rest of the database). Vets
 * themselves are `veterinary_doctors` role records (auth/profiles); their `_id` is the vet id everywhere.
 */
import type { ObjectId } from 'mongodb';
import type {
  AppointmentStatus,
  AppointmentType,
  ContactMethod,
  PaymentStatus,
  PreferredContact,
  Weekday,
} from '../contracts';

export const VET_COLLECTIONS = {
  schedules: 'veterinary_schedules',
  breaks: 'veterinary_breaks',
  holidays: 'veterinary_holidays',
  appointments: 'veterinary_appointments',
  /** One document per 5-minute cell an active appointment covers; unique on (vetId, cell). */
  slotClaims: 'veterinary_slot_claims',
  ratings: 'veterinary_ratings',
  charges: 'teleconsultation_charges',
  payments: 'teleconsultation_payments',
} as const;

export interface ScheduleDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** YYYY-MM-DD in the vet's zone, or null for a weekly schedule on `dayOfWeek`. */
  scheduleDate: string | null;
  dayOfWeek: Weekday | null;
  /** HH:MM local wall-clock time; endTime may be 24:00. */
  startTime: string;
  endTime: string;
  slotDurationMinutes?: number;
  isAvailable: boolean;
  createdAt: Date;
}

export interface BreakDoc {
  _id: ObjectId;
  scheduleId: ObjectId;
  vetId: ObjectId;
  startTime: string;
  endTime: string;
  reason: string;
}

export interface HolidayDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** Both ends included, YYYY-MM-DD in the vet's zone. */
  startDate: string;
  endDate: string;
  reason: string;
}

export interface AppointmentDoc {
  _id: ObjectId;
  /** The pet_owners record id (not the user id), as spec section 3. */
  petOwnerId: ObjectId;
  /** The owner's user id, for session checks. */
  ownerUserId: ObjectId;
  vetId: ObjectId;
  scheduleId: ObjectId;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  /** The vet's zone when booked, and the start and end as instants (the job and "past" use these). */
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  petId: ObjectId | null;
  reason: string | null;
  preferredContact: PreferredContact | null;
  appointmentType: AppointmentType;
  contactMethod: ContactMethod | null;
  contactLink: string | null;
  paymentRequired: boolean;
  paymentStatus: PaymentStatus;
  /** INR, the vet's fee when booked; null when free. */
  consultationFee: number | null;
  /** The saved method the automatic charge uses (teleconsultation with payment required). */
  paymentMethodId: ObjectId | null;
  disclaimerAccepted: boolean;
  disclaimerAcceptedAt: Date | null;
  visitNotes: string | null;
  visitNotesUpdatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SlotClaimDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** Start of the 5-minute cell as epoch minutes (UTC), so zones and DST never alias two cells. */
  cell: number;
  appointmentId: ObjectId;
  createdAt: Date;
}

export interface RatingDoc {
  _id: ObjectId;
  /** Unique: one rating per appointment. */
  appointmentId: ObjectId;
  vetId: ObjectId;
  petOwnerId: ObjectId;
  rating: number;
  feedback: string;
  createdAt: Date;
}

/** Spec section 3: created pending for a paid teleconsultation; the charge job settles it. */
export interface ChargeDoc {
  _id: ObjectId;
  /** Unique: one charge per appointment. */
  appointmentId: ObjectId;
  paymentMethodId: ObjectId;
  /** INR, major units as the fee. */
  amount: number;
  currency: 'INR';
  chargeStatus: 'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled';
  /** When the job should charge: 24 hours before the appointment. */
  dueAt: Date;
  /** Every attempt, Pay Now's included: each has its own provider idempotency key. */
  attempts: number;
  /** The automatic charge's attempts alone: they pick its retry delays. */
  scheduledAttempts: number;
  /** The method of a Pay Now attempt in progress (the owner may pick another); null otherwise. */
  attemptMethodId: ObjectId | null;
  nextAttemptAt: Date;
  lastError: string | null;
  /** Held while one job run works on it; a crashed run's lease expires. */
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Spec section 3: one row per payment attempt that reached the provider. */
export interface PaymentDoc {
  _id: ObjectId;
  appointmentId: ObjectId;
  amount: number;
  currency: 'INR';
  /** The saved method's id. */
  paymentMethod: ObjectId;
  paymentStatus: 'succeeded' | 'declined';
  providerChargeId: string;
  /** 'pay_now' from the Payment Required screen, 'scheduled' from the job. */
  source: 'pay_now' | 'scheduled';
  createdAt: Date;
}
