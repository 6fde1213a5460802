import { DEFAULT_TIME_ZONE, type StylingAppointment, type StylistCard } from '@petpal/contracts';
import { providerSummary } from '../access/person-names';
import type { StylingAppointmentDoc } from './styling-appointments.repository';
import type { StylistRecordDoc } from './stylists.repository';

/** The stylist's zone: the practice setting, else the platform default. */
export const zoneOr = (timeZone: string | undefined | null) => timeZone || DEFAULT_TIME_ZONE;

/** A stylist as the search list shows it (no rating: the original's is a fixed placeholder). */
export function toStylistCard(doc: StylistRecordDoc, timeZone: string | undefined | null): StylistCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    yearsExperience: doc.yearsExperience,
    specializations: [...doc.specializations],
    hourlyRate: doc.hourlyRate,
    bio: doc.bio,
    timeZone: zoneOr(timeZone),
  };
}

export interface StylingViewContext {
  stylistName: string;
  stylistLocation: string;
  ownerName: string;
  petName: string | null;
  /** The viewer may cancel while the appointment is confirmed (or pending) and not started. */
  now: Date;
}

export function isCancellable(doc: Pick<StylingAppointmentDoc, 'status' | 'startsAt'>, now: Date): boolean {
  return (doc.status === 'confirmed' || doc.status === 'pending') && doc.startsAt > now;
}

export function toStylingAppointment(doc: StylingAppointmentDoc, context: StylingViewContext): StylingAppointment {
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
    serviceType: doc.serviceType,
    specialInstructions: doc.specialInstructions,
    status: doc.status,
    cancelledBy: doc.cancelledBy,
    cancelReason: doc.cancelReason,
    cancellable: isCancellable(doc, context.now),
  };
}
