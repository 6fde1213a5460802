import type { AppointmentType, OwnerAppointmentStatus } from '@petpal/contracts';
import { formatLongDate } from '@petpal/design-system';

/** "2026-12-07" -> "December 7, 2026" (the spec's MMMM d, yyyy). */
export const formatDay = (isoDate: string): string => formatLongDate(isoDate);

/** "09:00", "09:30" -> "09:00 - 09:30" (the spec's HH:MM - HH:MM). */
export function timeRange(startTime: string, endTime: string): string {
  return `${startTime} - ${endTime}`;
}

/** A pet as the spec shows it: "name (breed)". */
export function petLabel(pet: { name: string; breed: string }): string {
  return `${pet.name} (${pet.breed})`;
}

export const appointmentTypeLabels: Record<AppointmentType, string> = {
  in_person: 'In person',
  teleconsultation: 'Teleconsultation',
};

export const statusLabels: Record<OwnerAppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const statusBadges: Record<OwnerAppointmentStatus, 'warning' | 'success' | 'neutral'> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'neutral',
  completed: 'success',
};
