import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import type { MailMessage } from './mailer';

export const OUTBOX_COLLECTION = 'outbox';
/** Development mail is kept a week, long enough to follow any link in it. */
const OUTBOX_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface OutboxDoc extends MailMessage {
  _id?: ObjectId;
  createdAt: Date;
}

/** The only code that touches `outbox`. */
export function createOutboxRepository(db: DataPort) {
  const outbox = db.collection<OutboxDoc>(OUTBOX_COLLECTION);
  return {
    async ensureIndexes() {
      await outbox.createIndex({ to: 1, createdAt: -1 }, { name: 'to_newest' });
      await outbox.createIndex({ createdAt: 1 }, { expireAfterSeconds: OUTBOX_TTL_SECONDS, name: 'expiry' });
    },
    async insert(message: OutboxDoc) {
      await outbox.insertOne({ ...message });
    },
    /** Newest first; every recipient when `to` is undefined. */
    list(to: string | undefined, limit: number) {
      return outbox.find(to === undefined ? {} : { to }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
