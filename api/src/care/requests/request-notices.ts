import type { ObjectId } from 'mongodb';
import { SITTER_SERVICE_OF_TYPE } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../../notifications';
import type { BookingRequestDoc } from './requests.repository';

/** The notifications area's sender (its facade's `notify`; what it answers is not needed here). */
export type Notify = (...args: Parameters<NotificationsService['notify']>) => Promise<unknown>;

/** The bell's type for every booking request notice. */
export const CARE_NOTIFICATION_TYPE = 'care_booking' as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const longDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** "dog walking request for March 3, 2026" or "... for March 3, 2026 to March 5, 2026". */
function what(doc: BookingRequestDoc): string {
  const service = SITTER_SERVICE_OF_TYPE[doc.serviceType].toLowerCase();
  const period =
    doc.startDate === doc.endDate ? longDate(doc.startDate) : `${longDate(doc.startDate)} to ${longDate(doc.endDate)}`;
  return `${service} request for ${period}`;
}

/**
 * The notices a booking request sends: the sitter hears of a new or cancelled request, the owner of an
 * answer or an expiry. A notice is a courtesy: one that fails is logged and the action stands.
 */
export function createRequestNotices(notify: Notify, log: Logger) {
  async function send(userId: ObjectId, doc: BookingRequestDoc, title: string, message: string, at: Date) {
    try {
      await notify(
        userId,
        {
          type: CARE_NOTIFICATION_TYPE,
          title,
          message,
          metadata: { bookingRequestId: doc._id.toHexString() },
        },
        at,
      );
    } catch (error) {
      log.warn('care notification failed', {
        bookingRequestId: doc._id.toHexString(),
        title,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    sent: (doc: BookingRequestDoc, ownerName: string, at: Date) =>
      send(doc.sitterUserId, doc, 'New Booking Request', `${ownerName} sent you a ${what(doc)}.`, at),
    accepted: (doc: BookingRequestDoc, sitterName: string, at: Date) =>
      send(doc.ownerUserId, doc, 'Booking Request Accepted', `${sitterName} accepted your ${what(doc)}.`, at),
    declined: (doc: BookingRequestDoc, sitterName: string, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Booking Request Declined',
        `${sitterName} declined your ${what(doc)}. Reason: ${doc.declineReason ?? ''}`,
        at,
      ),
    /** The request ran out of its 24 hours, or reached its start first. */
    expired: (doc: BookingRequestDoc, sitterName: string, at: Date) =>
      send(
        doc.ownerUserId,
        doc,
        'Booking Request Expired',
        `${sitterName} did not answer your ${what(doc)} ${
          doc.expiresAt < doc.startsAt ? 'within 24 hours' : 'before it was due to start'
        }. You can send a request to another sitter.`,
        at,
      ),
    cancelled: (doc: BookingRequestDoc, ownerName: string, at: Date) =>
      send(doc.sitterUserId, doc, 'Booking Request Cancelled', `${ownerName} cancelled their ${what(doc)}.`, at),
  };
}

export type RequestNotices = ReturnType<typeof createRequestNotices>;
