import type {
  OwnerTrainingAppointment,
  TrainerCard,
  TrainerTrainingAppointment,
  TrainingStatus,
} from '@petpal/contracts';
import type { OwnerRecordDoc } from '../access/care-access';
import { cardRatingOf } from '../ratings/card-rating';
import type { RatingStats } from '../ratings/ratings.repository';
import { areaPoint } from '../access/area-points';
import { shortNameOf, providerSummary } from '../access/person-names';
import type { TrainerRecordDoc } from './trainers.repository';
import type { TrainingAppointmentDoc } from './training-appointments.repository';

/** A trainer's list card with their real ratings and the zone their hours are in. */
export function toTrainerCard(doc: TrainerRecordDoc, stats: RatingStats | undefined, timeZone: string): TrainerCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    ...cardRatingOf(stats),
    hourlyRate: doc.hourlyRate,
    yearsExperience: doc.yearsExperience,
    specializations: [...doc.specializations],
    bio: doc.bio,
    availability: doc.availability,
    timeZone,
    point: areaPoint(doc._id.toHexString(), doc.location),
  };
}

/**
 * A pending request past its deadline is expired whether or not the job has swept it yet; a confirmed
 * session whose end has passed is completed (decision 078: read from the end, never written).
 */
export function trainingStatus(doc: TrainingAppointmentDoc, now: Date): TrainingStatus {
  if (doc.status === 'pending' && doc.expiresAt && now >= doc.expiresAt) return 'expired';
  if (doc.status === 'confirmed' && now >= doc.endsAt) return 'completed';
  return doc.status;
}

function fields(doc: TrainingAppointmentDoc, now: Date) {
  const status = trainingStatus(doc, now);
  return {
    id: doc._id.toHexString(),
    appointmentDate: doc.appointmentDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    timeZone: doc.timeZone,
    startsAt: doc.startsAt.toISOString(),
    endsAt: doc.endsAt.toISOString(),
    sessionType: doc.sessionType,
    appointmentType: doc.appointmentType,
    contactMethod: doc.contactMethod,
    contactLink: doc.contactLink,
    specialInstructions: doc.specialInstructions,
    pet: doc.petId && doc.pet ? { id: doc.petId.toHexString(), ...doc.pet } : null,
    status,
    paymentRequired: doc.paymentRequired,
    paymentStatus: doc.paymentStatus,
    amount: doc.amount,
    currency: doc.currency,
    declineReason: doc.declineReason,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: status === 'pending' && doc.expiresAt ? doc.expiresAt.toISOString() : null,
  };
}

export function toOwnerTraining(
  doc: TrainingAppointmentDoc,
  trainer: TrainerRecordDoc | undefined,
  now: Date,
  flags: { canCancel: boolean; rated: boolean },
): OwnerTrainingAppointment {
  const fullName = trainer?.fullName ?? 'Pet trainer';
  const fieldsNow = fields(doc, now);
  return {
    ...fieldsNow,
    trainer: providerSummary(doc.petTrainerId, fullName, trainer),
    canCancel: flags.canCancel,
    canRate: fieldsNow.status === 'completed' && !flags.rated,
    rated: flags.rated,
  };
}

/** The trainer's view: the owner's phone only once the session is confirmed. */
export function toTrainerTraining(
  doc: TrainingAppointmentDoc,
  owner: OwnerRecordDoc | undefined,
  now: Date,
): TrainerTrainingAppointment {
  const status = trainingStatus(doc, now);
  return {
    ...fields(doc, now),
    owner: {
      name: shortNameOf(owner?.fullName),
      phoneNumber: status === 'confirmed' || status === 'completed' ? (owner?.phoneNumber ?? null) : null,
    },
    canAnswer: status === 'pending' && now < doc.startsAt,
  };
}
