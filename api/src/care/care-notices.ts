import type { ObjectId } from 'mongodb';
import type { Logger } from '../lib/logger';
import type { NotificationType } from '@petpal/contracts';
import type { NotificationsService } from '../notifications';

/** The notifications area's sender (its facade's `notify`; what it answers is not needed here). */
export type Notify = (...args: Parameters<NotificationsService['notify']>) => Promise<unknown>;

/** The bell's type for every care notice. */
export const CARE_NOTIFICATION_TYPE = 'care_booking' as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "March 3, 2026" for 2026-03-03. */
export const longDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

interface NoticeSenderOptions {
  /** The warning logged when a notice fails ("care notification failed"). */
  failure: string;
  /** The name the failed notice's document id is logged under. */
  idKey: string;
  /** What the bell links to, when anything. */
  metadata?: (id: string) => Record<string, unknown>;
  /** The bell's type (`care_booking` unless told). */
  type?: NotificationType;
}

/**
 * The one way the care area sends a notice about a document (a request, an appointment): a notice is a
 * courtesy, so one that fails is logged and the action stands.
 */
export function createCareNoticeSender(notify: Notify, log: Logger, options: NoticeSenderOptions) {
  return async (userId: ObjectId, doc: { _id: ObjectId }, title: string, message: string, at: Date) => {
    const id = doc._id.toHexString();
    const metadata = options.metadata ? { metadata: options.metadata(id) } : {};
    try {
      await notify(userId, { type: options.type ?? CARE_NOTIFICATION_TYPE, title, message, ...metadata }, at);
    } catch (error) {
      log.warn(options.failure, {
        [options.idKey]: id,
        title,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
