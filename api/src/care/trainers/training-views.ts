import type {
  OwnerTrainingAppointment,
  TrainerCard,
  TrainerTrainingAppointment,
  TrainingStatus,
} from '@petpal/contracts';
import type { OwnerRecordDoc } from '../access/care-access';
import { shortNameOf, providerSummary } from '../access/person-names';
import type { TrainerRecordDoc } from './trainers.repository';
import type { TrainingAppointmentDoc } from './training-appointments.repository';

/** A trainer's list card. */
export function toTrainerCard(doc: TrainerRecordDoc): TrainerCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    hourlyRate: doc.hourlyRate,
    yearsExperience: doc.yearsExperience,
    specializations: [...doc.specializations],
    bio: doc.bio,
    availability: doc.availability,
  };
}

/** A pending request past its deadline is expired whether or not the job has swept it yet. */
export function trainingStatus(doc: TrainingAppointmentDoc, now: Date): TrainingStatus {
  return doc.status === 'pending' && doc.expiresAt && now >= doc.expiresAt ? 'expired' : doc.status;
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
  canCancel: boolean,
): OwnerTrainingAppointment {
  const fullName = trainer?.fullName ?? 'Pet trainer';
  return {
    ...fields(doc, now),
    trainer: providerSummary(doc.petTrainerId, fullName, trainer),
    canCancel,
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
      phoneNumber: status === 'confirmed' ? (owner?.phoneNumber ?? null) : null,
    },
    canAnswer: status === 'pending' && now < doc.startsAt,
  };
}
