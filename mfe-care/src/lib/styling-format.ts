import type { StylingAppointment, StylingStatus } from '@petpal/contracts';
import { formatDay, timeRange } from './format';

/** How an appointment's status reads; a confirmed one that has ended reads "Completed". */
export function stylingStatus(
  appointment: Pick<StylingAppointment, 'status'>,
  past: boolean,
): { label: string; badge: 'warning' | 'success' | 'neutral' } {
  const status: StylingStatus = appointment.status;
  if (status === 'cancelled') return { label: 'Cancelled', badge: 'neutral' };
  if (past) return { label: 'Completed', badge: 'neutral' };
  return status === 'pending' ? { label: 'Pending', badge: 'warning' } : { label: 'Confirmed', badge: 'success' };
}

/** "December 7, 2026, 10:00 - 11:00 (Asia/Kolkata)": the stylist's day and zone. */
export function stylingWhen(appointment: Pick<StylingAppointment, 'date' | 'startTime' | 'endTime' | 'timeZone'>) {
  return `${formatDay(appointment.date)}, ${timeRange(appointment.startTime, appointment.endTime)} (${appointment.timeZone})`;
}

/** Who cancelled, and why when the stylist did. */
export function cancelNote(appointment: Pick<StylingAppointment, 'cancelledBy' | 'cancelReason'>): string | null {
  if (!appointment.cancelledBy) return null;
  const who = appointment.cancelledBy === 'owner' ? 'Cancelled by the owner.' : 'Cancelled by the stylist.';
  return appointment.cancelReason ? `${who} Reason: ${appointment.cancelReason}` : who;
}
