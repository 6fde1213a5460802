import type { StylingAppointment, StylingStatus } from '@petpal/contracts';
import { formatDay, timeRange } from './format';

/** How an appointment's status reads: the API's, which is "completed" once a confirmed one has ended (decision 078). */
export const stylingStatusLabels: Record<StylingStatus, { label: string; badge: 'warning' | 'success' | 'neutral' }> = {
  pending: { label: 'Pending', badge: 'warning' },
  confirmed: { label: 'Confirmed', badge: 'success' },
  cancelled: { label: 'Cancelled', badge: 'neutral' },
  completed: { label: 'Completed', badge: 'neutral' },
};

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
