import { DEFAULT_TIME_ZONE, type StylingAppointment, type StylingStatus, type StylistCard } from '@petpal/contracts';
import { areaPoint } from '../access/area-points';
import { providerSummary } from '../access/person-names';
import { cardRatingOf } from '../ratings/card-rating';
import type { RatingStats } from '../ratings/ratings.repository';
import type { StylingAppointmentDoc } from './styling-appointments.repository';
import type { StylistRecordDoc } from './stylists.repository';

/** The stylist's zone: the practice setting, else the platform default. */
export const zoneOr = (timeZone: string | undefined | null) => timeZone || DEFAULT_TIME_ZONE;

/** A stylist as the search list shows it, with their real ratings (decision 078). */
export function toStylistCard(
  doc: StylistRecordDoc,
  timeZone: string | undefined | null,
  stats: RatingStats | undefined,
): StylistCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    ...cardRatingOf(stats),
    yearsExperience: doc.yearsExperience,
    specializations: [...doc.specializations],
    hourlyRate: doc.hourlyRate,
    bio: doc.bio,
    timeZone: zoneOr(timeZone),
    point: areaPoint(doc._id.toHexString(), doc.location),
  };
}

export interface StylingViewContext {
  stylistName: string;
  stylistLocation: string;
  ownerName: string;
  petName: string | null;
  /** The viewer may cancel while the appointment is confirmed (or pending) and not started. */
  now: Date;
  /** The owner's view: whether the owner has rated it; null in the stylist's view (never Rate). */
  rated: boolean | null;
}

/** A confirmed appointment whose end has passed is completed (decision 078: read from the end, never written). */
export function stylingStatus(doc: Pick<StylingAppointmentDoc, 'status' | 'endsAt'>, now: Date): StylingStatus {
  return doc.status === 'confirmed' && now >= doc.endsAt ? 'completed' : doc.status;
}

export function isCancellable(doc: Pick<StylingAppointmentDoc, 'status' | 'startsAt'>, now: Date): boolean {
  return (doc.status === 'confirmed' || doc.status === 'pending') && doc.startsAt > now;
}

export function toStylingAppointment(doc: StylingAppointmentDoc, context: StylingViewContext): StylingAppointment {
  const status = stylingStatus(doc, context.now);
  return {
    id: doc._id.toHexString(),
    stylistId: doc.stylistId.toHexString(),
    stylistName: context.stylistName,
    stylistLocation: context.stylistLocation,
    ownerName: context.ownerName,
    petName: context.petName,
    date: doc.appointmentDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    timeZone: doc.timeZone,
    startsAt: doc.startsAt.toISOString(),
    endsAt: doc.endsAt.toISOString(),
    serviceType: doc.serviceType,
    specialInstructions: doc.specialInstructions,
    status,
    cancelledBy: doc.cancelledBy,
    cancelReason: doc.cancelReason,
    cancellable: isCancellable(doc, context.now),
    canRate: status === 'completed' && context.rated === false,
    rated: context.rated === true,
  };
}
