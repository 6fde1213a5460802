import type { Logger } from '../../lib/logger';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { BookingRequestDoc } from '../requests/requests.repository';
import { visitNoun } from '../requests/visit-nouns';

/** The owner hears of a filed report card; the bell opens the booking's cards. A notice that fails is logged. */
export function createReportCardNotices(notify: Notify, log: Logger) {
  const send = createCareNoticeSender(notify, log, {
    failure: 'report card notification failed',
    idKey: 'bookingRequestId',
    metadata: (id) => ({ bookingRequestId: id }),
    type: 'report_card',
  });
  return {
    filed: (booking: BookingRequestDoc, visitDate: string, sitterName: string, at: Date) =>
      send(
        booking.ownerUserId,
        booking,
        'New Report Card',
        `${sitterName} sent a report card for the ${visitNoun(booking.serviceType)} on ${longDate(visitDate)}.`,
        at,
      ),
  };
}

export type ReportCardNotices = ReturnType<typeof createReportCardNotices>;
