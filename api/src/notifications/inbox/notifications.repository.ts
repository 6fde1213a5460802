import type { ObjectId } from 'mongodb';
import { NOTIFICATION_TYPES, type NotificationType } from '@petpal/contracts';
import { type DataPort, type Filter, isDuplicateKeyError } from '../../data/port';
import { isObjectId } from '../object-id';

const NOTIFICATIONS = 'notifications';
const READS = 'user_notification_reads';
const CLEARED = 'user_cleared_notifications';

/** One insertMany per this many documents: a nearby lost-pet alert reaches tens of thousands of users. */
export const INSERT_BATCH = 1000;

export interface NotificationDoc {
  _id: ObjectId;
  userId: ObjectId;
  type: NotificationType;
  title: string;
  message: string;
  createdAt: Date;
  relatedReportId?: ObjectId | null;
  /** Strings only (ids as hex), the shape the vet area's payment notices already store: `{ appointmentId }`. */
  metadata?: Record<string, string>;
  /** A grouped notice's key (likes of one post) and how many events it tells of (docs/decisions/082). */
  groupKey?: string;
  groupCount?: number;
}

/**
 * One per (user, notification). `notificationCreatedAt` is copied from the notification so the unread count
 * after a Clear All is two indexed counts instead of a join.
 */
export interface NotificationReadDoc {
  _id?: ObjectId;
  userId: ObjectId;
  notificationId: ObjectId;
  notificationCreatedAt: Date;
  readAt: Date;
}

/** A Clear All: everything of the user created at or before `clearedAt` is hidden. */
export interface ClearedMarkerDoc {
  _id?: ObjectId;
  userId: ObjectId;
  clearedAt: Date;
}

/** Where a notification sits in a user's feed (newest first by creation time, then id). */
export type FeedPosition = Pick<NotificationDoc, '_id' | 'createdAt'>;

/** What the change events of the three collections mean to a user's live stream. */
export type NotificationChange =
  { kind: 'created'; notification: NotificationDoc } | { kind: 'read-state'; userId: ObjectId };

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** The only code that touches notifications, user_notification_reads and user_cleared_notifications. */
export function createNotificationsRepository(db: DataPort) {
  const notifications = db.collection<NotificationDoc>(NOTIFICATIONS);
  const reads = db.collection<NotificationReadDoc>(READS);
  const cleared = db.collection<ClearedMarkerDoc>(CLEARED);

  /** The user's visible feed: known types only (the contract refuses others), after the latest Clear All. */
  const feed = (userId: ObjectId, clearedAt: Date | null): Filter<NotificationDoc> => ({
    userId,
    type: { $in: [...NOTIFICATION_TYPES] },
    ...(clearedAt ? { createdAt: { $gt: clearedAt } } : {}),
  });

  /** Hex ids of the notifications among `ids` the user has read. */
  async function readAmong(userId: ObjectId, ids: readonly ObjectId[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const found = await reads
      .find({ userId, notificationId: { $in: [...ids] } }, { projection: { notificationId: 1 } })
      .toArray();
    return new Set(found.map((read) => read.notificationId.toHexString()));
  }

  async function insertReads(docs: NotificationReadDoc[]): Promise<void> {
    try {
      await reads.insertMany(docs);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another tab or process marked some of them meanwhile: upsert one by one, each at most once.
      for (const doc of docs) {
        await reads.updateOne(
          { userId: doc.userId, notificationId: doc.notificationId },
          { $setOnInsert: doc },
          { upsert: true },
        );
      }
    }
  }

  return {
    async ensureIndexes(): Promise<void> {
      await notifications.createIndex({ userId: 1, createdAt: -1, _id: -1 });
      await reads.createIndex({ userId: 1, notificationId: 1 }, { unique: true });
      await reads.createIndex({ userId: 1, notificationCreatedAt: -1 });
      await cleared.createIndex({ userId: 1, clearedAt: -1 });
    },

    async insert(doc: NotificationDoc): Promise<void> {
      await notifications.insertOne(doc);
    },

    /** Inserts in batches of INSERT_BATCH, so one huge fan-out is never one huge write. */
    /**
     * Inserts in batches; answers how many this call stored (on MongoDB, those stored before a duplicate in
     * the same batch are not counted). A document whose `_id` is already stored is skipped, so sending again
     * with the same ids (an alert job resumed after a crash) inserts only what is missing.
     */
    async insertMany(docs: readonly NotificationDoc[]): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < docs.length; start += INSERT_BATCH) {
        let batch = docs.slice(start, start + INSERT_BATCH);
        for (;;) {
          try {
            if (batch.length > 0) await notifications.insertMany(batch);
            inserted += batch.length;
            break;
          } catch (error) {
            if (!isDuplicateKeyError(error)) throw error;
            // MongoDB keeps the documents before the duplicate, the embedded engine none: insert what is missing.
            const stored = await notifications
              .find({ _id: { $in: batch.map((doc) => doc._id) } }, { projection: { _id: 1 } })
              .toArray();
            const present = new Set(stored.map((doc) => doc._id.toHexString()));
            const missing = batch.filter((doc) => !present.has(doc._id.toHexString()));
            if (missing.length === batch.length) throw error;
            batch = missing;
          }
        }
      }
      return inserted;
    },

    /** The user's newest notice of `groupKey` after the latest Clear All, or null. */
    newestOfGroup(userId: ObjectId, groupKey: string, clearedAt: Date | null): Promise<NotificationDoc | null> {
      return notifications.findOne({ ...feed(userId, clearedAt), groupKey }, { sort: NEWEST_FIRST });
    },

    /** Rewrites a grouped notice that still tells of `count` events; false when another write came first. */
    async regroup(
      id: ObjectId,
      count: number,
      set: Pick<NotificationDoc, 'title' | 'message' | 'groupCount' | 'metadata'>,
    ): Promise<boolean> {
      const { modifiedCount } = await notifications.updateOne({ _id: id, groupCount: count }, { $set: set });
      return modifiedCount > 0;
    },

    async latestClearedAt(userId: ObjectId): Promise<Date | null> {
      const marker = await cleared.findOne({ userId }, { sort: { clearedAt: -1 } });
      return marker?.clearedAt ?? null;
    },

    async insertClearedMarker(userId: ObjectId, clearedAt: Date): Promise<void> {
      await cleared.insertOne({ userId, clearedAt });
    },

    /** The newest `limit` of the feed, newest first. */
    listNewest(userId: ObjectId, clearedAt: Date | null, limit: number): Promise<NotificationDoc[]> {
      return notifications.find(feed(userId, clearedAt), { sort: NEWEST_FIRST, limit }).toArray();
    },

    /** The newest `limit` of the feed created after `position`, newest first. */
    listNewestAfter(
      userId: ObjectId,
      position: FeedPosition,
      clearedAt: Date | null,
      limit: number,
    ): Promise<NotificationDoc[]> {
      const after: Filter<NotificationDoc> = {
        $or: [
          { createdAt: { $gt: position.createdAt } },
          { createdAt: position.createdAt, _id: { $gt: position._id } },
        ],
      };
      return notifications.find({ $and: [feed(userId, clearedAt), after] }, { sort: NEWEST_FIRST, limit }).toArray();
    },

    /** The user's newest notification, hidden by a Clear All or not, or null. */
    newest(userId: ObjectId): Promise<FeedPosition | null> {
      return notifications.findOne(feed(userId, null), { sort: NEWEST_FIRST, projection: { _id: 1, createdAt: 1 } });
    },

    /** The user's own notifications among `ids` (another user's ids are simply not found). */
    findOwned(userId: ObjectId, ids: readonly ObjectId[]): Promise<FeedPosition[]> {
      return notifications
        .find(
          { _id: { $in: [...ids] }, userId, type: { $in: [...NOTIFICATION_TYPES] } },
          { projection: { _id: 1, createdAt: 1 } },
        )
        .toArray();
    },

    countFeed(userId: ObjectId, clearedAt: Date | null): Promise<number> {
      return notifications.countDocuments(feed(userId, clearedAt));
    },

    countReadFeed(userId: ObjectId, clearedAt: Date | null): Promise<number> {
      return reads.countDocuments(clearedAt ? { userId, notificationCreatedAt: { $gt: clearedAt } } : { userId });
    },

    readAmong,

    /** Hex ids of the reports among `reportIds` that one of the user's pet_report notifications names. */
    async reportsNamed(userId: ObjectId, reportIds: readonly ObjectId[]): Promise<Set<string>> {
      if (reportIds.length === 0) return new Set();
      const found = await notifications
        .find(
          { userId, type: 'pet_report', relatedReportId: { $in: [...reportIds] } },
          { projection: { relatedReportId: 1 } },
        )
        .toArray();
      return new Set(found.flatMap((doc) => (doc.relatedReportId ? [doc.relatedReportId.toHexString()] : [])));
    },

    /** Every unread notification of the feed (Mark all read). */
    async unreadInFeed(userId: ObjectId, clearedAt: Date | null): Promise<FeedPosition[]> {
      const readIds = new Set(
        (
          await reads
            .find(clearedAt ? { userId, notificationCreatedAt: { $gt: clearedAt } } : { userId }, {
              projection: { notificationId: 1 },
            })
            .toArray()
        ).map((read) => read.notificationId.toHexString()),
      );
      const inFeed = await notifications
        .find(feed(userId, clearedAt), { projection: { _id: 1, createdAt: 1 } })
        .toArray();
      return inFeed.filter((doc) => !readIds.has(doc._id.toHexString()));
    },

    /** Records reads of the user's own notifications (callers pass only owned ones); repeats are no-ops. */
    async markRead(userId: ObjectId, owned: readonly FeedPosition[], readAt: Date): Promise<void> {
      const already = await readAmong(
        userId,
        owned.map((doc) => doc._id),
      );
      const fresh = owned
        .filter((doc) => !already.has(doc._id.toHexString()))
        .map((doc) => ({ userId, notificationId: doc._id, notificationCreatedAt: doc.createdAt, readAt }));
      for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
        await insertReads(fresh.slice(start, start + INSERT_BATCH));
      }
    },

    /**
     * Follows the three collections' change events (any API process's writes): a new notification, or a
     * change to a user's reads or Clear All markers. Returns the unsubscribe function.
     */
    watch(listener: (change: NotificationChange) => void): () => void {
      const stateOf = (doc: { userId?: unknown } | null) => {
        if (isObjectId(doc?.userId)) listener({ kind: 'read-state', userId: doc.userId });
      };
      const stops = [
        db.watch<NotificationDoc>(NOTIFICATIONS, (event) => {
          const doc = event.document;
          if (event.operation === 'insert' && doc && isObjectId(doc.userId) && doc.createdAt instanceof Date) {
            listener({ kind: 'created', notification: doc });
          } else stateOf(doc);
        }),
        db.watch<NotificationReadDoc>(READS, (event) => stateOf(event.document)),
        db.watch<ClearedMarkerDoc>(CLEARED, (event) => stateOf(event.document)),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
