import { SITTER_SERVICE_OF_TYPE } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { BookingRequestDoc } from './requests.repository';

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
  const send = createCareNoticeSender(notify, log, {
    failure: 'care notification failed',
    idKey: 'bookingRequestId',
    metadata: (id) => ({ bookingRequestId: id }),
  });

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
