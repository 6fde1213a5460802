import {
  TRAINING_CONTACT_LABELS,
  type TrainingAppointmentType,
  type TrainingContactMethod,
  type TrainingPaymentStatus,
  type TrainingStatus,
} from '@petpal/contracts';
import { formatDay, timeRange } from './format';

export const trainingStatusLabels: Record<TrainingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
};

export const trainingStatusBadges: Record<TrainingStatus, 'warning' | 'success' | 'destructive' | 'neutral'> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'destructive',
  cancelled: 'neutral',
  expired: 'neutral',
  completed: 'neutral',
};

export const appointmentTypeLabels: Record<TrainingAppointmentType, string> = {
  in_person: 'In person',
  online_training: 'Online',
};

interface SessionShape {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  appointmentType: TrainingAppointmentType;
  contactMethod: TrainingContactMethod | null;
}

/** "December 7, 2026, 10:00 - 11:00 (Asia/Kolkata)": the wall-clock times the owner booked, in their zone. */
export function sessionWhen(session: SessionShape): string {
  return `${formatDay(session.appointmentDate)}, ${timeRange(session.startTime, session.endTime)} (${session.timeZone})`;
}

/** "In person", or "Online (Zoom)". */
export function sessionKind(session: SessionShape): string {
  if (session.appointmentType === 'in_person') return appointmentTypeLabels.in_person;
  return session.contactMethod
    ? `${appointmentTypeLabels.online_training} (${TRAINING_CONTACT_LABELS[session.contactMethod]})`
    : appointmentTypeLabels.online_training;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in INR minor units (paise), as charged: 150000 -> "₹1,500.00". */
export function formatInr(minorUnits: number): string {
  return inr.format(minorUnits / 100);
}

const paymentNotes: Record<Exclude<TrainingPaymentStatus, 'not_required'>, string> = {
  pending: 'charged 24 hours before the session',
  completed: 'paid',
  failed: 'payment failed',
  cancelled: 'not charged',
};

/** The online charge and where it stands, e.g. "₹1,500.00, paid"; null for in-person sessions. */
export function paymentLabel(session: { amount: number | null; paymentStatus: TrainingPaymentStatus }): string | null {
  if (session.amount === null || session.paymentStatus === 'not_required') return null;
  return `${formatInr(session.amount)}, ${paymentNotes[session.paymentStatus]}`;
}
