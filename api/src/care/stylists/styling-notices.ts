import type { Logger } from '../../lib/logger';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { StylingAppointmentDoc } from './styling-appointments.repository';

const what = (doc: StylingAppointmentDoc) =>
  `${doc.serviceType} appointment on ${longDate(doc.appointmentDate)} at ${doc.startTime}`;

/**
 * The notices a styling appointment sends (through the notifications facade): the stylist hears of a new
 * or cancelled booking, the owner of a cancellation by the stylist. A failed notice is logged; the action stands.
 */
export function createStylingNotices(notify: Notify, log: Logger) {
  const send = createCareNoticeSender(notify, log, {
    failure: 'styling notification failed',
    idKey: 'stylingAppointmentId',
  });

  return {
    booked: (doc: StylingAppointmentDoc, ownerName: string, at: Date) =>
      send(doc.stylistUserId, doc, 'New Styling Appointment', `${ownerName} booked a ${what(doc)}.`, at),
    cancelledByOwner: (doc: StylingAppointmentDoc, ownerName: string, at: Date) =>
      send(doc.stylistUserId, doc, 'Styling Appointment Cancelled', `${ownerName} cancelled their ${what(doc)}.`, at),
    cancelledByStylist: (doc: StylingAppointmentDoc, stylistName: string, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Styling Appointment Cancelled',
        `${stylistName} cancelled your ${what(doc)}. Reason: ${doc.cancelReason ?? ''}`,
        at,
      ),
  };
}

export type StylingNotices = ReturnType<typeof createStylingNotices>;
