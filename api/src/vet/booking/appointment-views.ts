import { toRefundView } from '../../payments';
import type { ObjectId } from 'mongodb';
import type { PetDoc } from '../../auth';
import {
  CHARGE_LEAD_HOURS,
  type OwnerAppointment,
  type OwnerAppointmentStatus,
  type PracticeAppointment,
} from '@petpal/contracts';
import type { VetRecordDoc } from '../directory/vet-records';
import type { AppointmentDoc } from './appointments.repository';

const LEAD_MS = CHARGE_LEAD_HOURS * 60 * 60 * 1000;

const isActive = (doc: AppointmentDoc) => doc.status === 'pending' || doc.status === 'confirmed';

/**
 * The owner may cancel a pending or confirmed appointment that is not paid yet, until 24 hours before it
 * (spec section 9: free ones up to 24 hours before; an unpaid paid one is charged then).
 */
/** More than 24 hours ahead; a paid teleconsultation cancelled then is refunded (docs/decisions/050). */
export function canCancel(doc: AppointmentDoc, now: Date): boolean {
  return isActive(doc) && doc.startsAt.getTime() - now.getTime() > LEAD_MS;
}

/** Rating is open once the appointment has ended, unless it was cancelled. */
export function hasEnded(doc: AppointmentDoc, now: Date): boolean {
  return isActive(doc) && doc.endsAt.getTime() <= now.getTime();
}

/** A confirmed appointment whose end has passed reads completed (decision 086, as care's decision 078). */
export function ownerStatus(doc: AppointmentDoc, now: Date): OwnerAppointmentStatus {
  return doc.status === 'confirmed' && doc.endsAt.getTime() <= now.getTime() ? 'completed' : doc.status;
}

const petView = (pet: PetDoc | undefined) => (pet ? { name: pet.name, breed: pet.breed } : null);

export interface OwnerViewContext {
  vets: ReadonlyMap<string, VetRecordDoc>;
  pets: ReadonlyMap<string, PetDoc>;
  rated: ReadonlySet<string>;
  now: Date;
}

const hex = (id: ObjectId | null) => id?.toHexString() ?? '';

export function toOwnerAppointment(doc: AppointmentDoc, context: OwnerViewContext): OwnerAppointment {
  const vet = context.vets.get(hex(doc.vetId));
  const pet = doc.petId ? context.pets.get(hex(doc.petId)) : undefined;
  const rated = context.rated.has(hex(doc._id));
  return {
    id: hex(doc._id),
    vet: {
      id: hex(doc.vetId),
      fullName: vet?.fullName ?? 'Veterinarian',
      location: vet?.location ?? '',
      phoneNumber: vet?.phoneNumber ?? '',
    },
    pet: pet ? { id: hex(pet._id), ...petView(pet)! } : null,
    date: doc.appointmentDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    timeZone: doc.timeZone,
    startsAt: doc.startsAt.toISOString(),
    status: ownerStatus(doc, context.now),
    appointmentType: doc.appointmentType,
    contactMethod: doc.contactMethod,
    contactLink: doc.contactLink,
    reason: doc.reason,
    preferredContact: doc.preferredContact,
    paymentRequired: doc.paymentRequired,
    paymentStatus: doc.paymentStatus,
    consultationFee: doc.consultationFee,
    paymentMethodId: doc.paymentMethodId ? hex(doc.paymentMethodId) : null,
    disclaimerAccepted: doc.disclaimerAccepted,
    disclaimerAcceptedAt: doc.disclaimerAcceptedAt?.toISOString() ?? null,
    canCancel: canCancel(doc, context.now),
    canRate: hasEnded(doc, context.now) && !rated,
    rated,
    visitNotes: doc.visitNotes,
    refund: toRefundView(doc.refund),
  };
}

export interface PracticeViewContext {
  owners: ReadonlyMap<string, { name: string; email: string }>;
  pets: ReadonlyMap<string, PetDoc>;
}

export function toPracticeAppointment(doc: AppointmentDoc, context: PracticeViewContext): PracticeAppointment {
  const owner = context.owners.get(hex(doc.ownerUserId));
  return {
    id: hex(doc._id),
    ownerName: owner?.name ?? 'Pet owner',
    ownerEmail: owner?.email ?? '',
    pet: petView(doc.petId ? context.pets.get(hex(doc.petId)) : undefined),
    date: doc.appointmentDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    startsAt: doc.startsAt.toISOString(),
    status: doc.status,
    appointmentType: doc.appointmentType,
    contactMethod: doc.contactMethod,
    contactLink: doc.contactLink,
    preferredContact: doc.preferredContact,
    reason: doc.reason,
    paymentStatus: doc.paymentStatus,
    visitNotes: doc.visitNotes,
  };
}
