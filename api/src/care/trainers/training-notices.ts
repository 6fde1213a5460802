import type { Logger } from '../../lib/logger';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { TrainingAppointmentDoc } from './training-appointments.repository';

/** "online Puppy training session on March 3, 2026 at 10:00". */
function what(doc: TrainingAppointmentDoc): string {
  const kind = doc.appointmentType === 'online_training' ? 'online' : 'in-person';
  return `${kind} ${doc.sessionType} training session on ${longDate(doc.appointmentDate)} at ${doc.startTime}`;
}

/**
 * The notices training sends (type care_booking, metadata appointmentId): the trainer hears of
 * a new or cancelled session, the owner of an answer, an expiry and the charge's outcome. A notice that
 * fails is logged; the action stands.
 */
export function createTrainingNotices(notify: Notify, log: Logger) {
  const send = createCareNoticeSender(notify, log, {
    failure: 'training notification failed',
    idKey: 'trainingAppointmentId',
    metadata: (id) => ({ appointmentId: id }),
  });

  return {
    booked: (doc: TrainingAppointmentDoc, ownerName: string, at: Date) =>
      doc.status === 'pending'
        ? send(doc.trainerUserId, doc, 'New Training Request', `${ownerName} requested an ${what(doc)}.`, at)
        : send(doc.trainerUserId, doc, 'New Training Session', `${ownerName} booked an ${what(doc)}.`, at),
    accepted: (doc: TrainingAppointmentDoc, trainerName: string, at: Date) =>
      send(doc.ownerUserId, doc, 'Training Session Confirmed', `${trainerName} accepted your ${what(doc)}.`, at),
    declined: (doc: TrainingAppointmentDoc, trainerName: string, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Training Session Declined',
        `${trainerName} declined your ${what(doc)}. Reason: ${doc.declineReason ?? ''}`,
        at,
      ),
    expired: (doc: TrainingAppointmentDoc, trainerName: string, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Training Request Expired',
        `${trainerName} did not answer your ${what(doc)} in time. You have not been charged; you can book another trainer.`,
        at,
      ),
    cancelled: (doc: TrainingAppointmentDoc, ownerName: string, at: Date) =>
      send(doc.trainerUserId, doc, 'Training Session Cancelled', `${ownerName} cancelled their ${what(doc)}.`, at),
    paid: (doc: TrainingAppointmentDoc, at: Date) =>
      send(doc.ownerUserId, doc, 'Payment Successful', `Your ${what(doc)} has been paid.`, at),
    paymentDeclined: (doc: TrainingAppointmentDoc, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Payment Failed',
        `We could not charge your saved payment method for your ${what(doc)}. We will try again.`,
        at,
      ),
    paymentFailed: (doc: TrainingAppointmentDoc, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Payment Failed',
        `We could not charge your saved payment method for your ${what(doc)}, so the session has been cancelled.`,
        at,
      ),
  };
}

export type TrainingNotices = ReturnType<typeof createTrainingNotices>;
