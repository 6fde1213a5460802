import type { BookingRequestStatus, OwnerBookingRequest, SitterBookingRequest, Weekday } from '@petpal/contracts';
import type { OwnerRecordDoc } from '../access/care-access';
import { shortNameOf, providerSummary } from '../access/person-names';
import type { SitterRecordDoc } from '../sitters/sitters.repository';
import { isPastDeadline } from './request-time';
import type { BookingRequestDoc } from './requests.repository';

/**
 * A pending request past its deadline is expired whether or not the job has swept it yet; an accepted one
 * whose end has passed is completed (decision 078: read from the end, never written).
 */
export function effectiveStatus(doc: BookingRequestDoc, now: Date): BookingRequestStatus {
  if (doc.status === 'pending' && isPastDeadline(doc, now)) return 'expired';
  if (doc.status === 'accepted' && now >= doc.endsAt) return 'completed';
  return doc.status;
}

function requestFields(doc: BookingRequestDoc, daysOfWeek: readonly Weekday[], now: Date) {
  return {
    id: doc._id.toHexString(),
    serviceType: doc.serviceType,
    startDate: doc.startDate,
    endDate: doc.endDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    timeZone: doc.timeZone,
    startsAt: doc.startsAt.toISOString(),
    endsAt: doc.endsAt.toISOString(),
    scheduleType: doc.scheduleType,
    daysOfWeek: doc.scheduleType === 'repeat-weekly' ? [...daysOfWeek] : [],
    selectedPets: doc.selectedPets.map((pet) => ({
      id: pet.petId.toHexString(),
      name: pet.name,
      breed: pet.breed,
      species: pet.species,
      sizeLbs: pet.sizeLbs,
    })),
    emergencyContact: doc.emergencyContact,
    specialCareInstructions: doc.specialCareInstructions,
    comment: doc.comment,
    location: doc.location,
    getsAlongWithOtherDogs: doc.getsAlongWithOtherDogs,
    dogSizeLbs: doc.dogSizeLbs,
    status: effectiveStatus(doc, now),
    declineReason: doc.declineReason,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: doc.expiresAt.toISOString(),
  };
}

export interface OwnerViewContext {
  sitter: SitterRecordDoc | undefined;
  daysOfWeek: readonly Weekday[];
  rated: boolean;
  now: Date;
}

/** A request as its owner sees it. */
export function toOwnerRequest(doc: BookingRequestDoc, context: OwnerViewContext): OwnerBookingRequest {
  const { sitter, now, rated } = context;
  const status = effectiveStatus(doc, now);
  const fullName = sitter?.fullName ?? 'Pet sitter';
  return {
    ...requestFields(doc, context.daysOfWeek, now),
    sitter: providerSummary(doc.petSitterId, fullName, sitter),
    canCancel: (status === 'pending' || status === 'accepted') && now < doc.startsAt,
    canRate: status === 'completed' && !rated,
    rated,
  };
}

export interface SitterViewContext {
  owner: OwnerRecordDoc | undefined;
  daysOfWeek: readonly Weekday[];
  now: Date;
}

/** A request as the sitter sees it: the owner's phone only once the sitter has accepted. */
export function toSitterRequest(doc: BookingRequestDoc, context: SitterViewContext): SitterBookingRequest {
  const { owner, now } = context;
  const status = effectiveStatus(doc, now);
  return {
    ...requestFields(doc, context.daysOfWeek, now),
    owner: {
      name: shortNameOf(owner?.fullName),
      phoneNumber: status === 'accepted' || status === 'completed' ? (owner?.phoneNumber ?? null) : null,
    },
    canAnswer: status === 'pending',
  };
}
