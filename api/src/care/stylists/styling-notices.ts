import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
import type { Notify } from '../requests/request-notices';
import { CARE_NOTIFICATION_TYPE } from '../requests/request-notices';
import type { StylingAppointmentDoc } from './styling-appointments.repository';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const longDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
const what = (doc: StylingAppointmentDoc) =>
  `${doc.serviceType} appointment on ${longDate(doc.appointmentDate)} at ${doc.startTime}`;

/**
 * The notices a styling appointment sends (through the notifications facade): the stylist hears of a new
 * or cancelled booking, the owner of a cancellation by the stylist. A failed notice is logged; the action stands.
 */
export function createStylingNotices(notify: Notify, log: Logger) {
  async function send(userId: ObjectId, doc: StylingAppointmentDoc, title: string, message: string, at: Date) {
    try {
      await notify(userId, { type: CARE_NOTIFICATION_TYPE, title, message }, at);
    } catch (error) {
      log.warn('styling notification failed', {
        stylingAppointmentId: doc._id.toHexString(),
        title,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

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
