import { ObjectId } from 'mongodb';
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TYPES,
  noticeKindOf,
  notificationMessages,
  ObjectIdString,
  type NotificationItem,
  type NotificationList,
  type NotificationMetadata,
  type NotificationsUpdated,
  type NotificationType,
  type UnreadEvent,
} from '@petpal/contracts';
import { Invalid, NotFound } from '../../errors';
import type { NoticePreferencesRepository } from './notice-preferences.repository';
import type { NotificationDoc, NotificationsRepository } from './notifications.repository';
import { NO_REPORT_ITEMS, type ReportItems, reportIdOf, reportItemId } from './report-items.service';

/** What another area sends to a user's bell. */
export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  relatedReportId?: ObjectId | null;
  metadata?: NotificationMetadata;
}

const TITLE_MAX = 200;
const MESSAGE_MAX = 2000;
const METADATA_TEXT = [
  'reportId',
  'messagePreview',
  'petName',
  'petPictureUrl',
  'appointmentId',
  'bookingRequestId',
  'taskId',
  'playdateRequestId',
  'listingId',
  'orderId',
  'postId',
  'conversationId',
] as const;

/** The live stream's event id before the user has any notification: "replay everything" on reconnect. */
export const NO_CURSOR = '0';

/** A stored notification as the contract shows it; metadata keeps only the fields the contract knows. */
export function toNotificationItem(doc: NotificationDoc, isRead: boolean): NotificationItem {
  const stored: Record<string, unknown> = doc.metadata ?? {};
  const metadata: NotificationMetadata = {};
  for (const key of METADATA_TEXT) {
    const value = stored[key];
    if (typeof value === 'string') metadata[key] = value;
  }
  if (stored.status === 'lost' || stored.status === 'found') metadata.status = stored.status;
  return {
    id: doc._id.toHexString(),
    type: doc.type,
    title: doc.title,
    message: doc.message,
    createdAt: doc.createdAt.toISOString(),
    relatedReportId: doc.relatedReportId ? doc.relatedReportId.toHexString() : null,
    metadata,
    isRead,
  };
}

function checked(n: NewNotification): Omit<NotificationDoc, '_id' | 'userId' | 'createdAt'> {
  if (!NOTIFICATION_TYPES.includes(n.type)) throw new Invalid(`Unknown notification type: ${String(n.type)}.`);
  const title = n.title.trim();
  const message = n.message.trim();
  if (!title || title.length > TITLE_MAX)
    throw new Invalid(notificationMessages.title, { title: notificationMessages.title });
  if (!message || message.length > MESSAGE_MAX) {
    throw new Invalid(notificationMessages.message, { message: notificationMessages.message });
  }
  const metadata = Object.fromEntries(
    Object.entries(n.metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { type: n.type, title, message, relatedReportId: n.relatedReportId ?? null, metadata };
}

export interface NotificationsServiceDeps {
  repo: NotificationsRepository;
  /** The kinds each user muted (docs/decisions/082); nobody mutes anything without it. */
  preferences?: Pick<NoticePreferencesRepository, 'mutingAmong'>;
  /** Other users' reports as bell items (docs/decisions/075); none without it. */
  reportItems?: ReportItems;
  now?: () => Date;
}

export type InboxService = ReturnType<typeof createNotificationsService>;

const NO_PREFERENCES: Pick<NoticePreferencesRepository, 'mutingAmong'> = {
  mutingAmong: () => Promise.resolve(new Set()),
};

const unreadOf = (items: readonly NotificationItem[]) => items.filter((item) => !item.isRead);

/**
 * A user's notifications: what other areas send (notify, notifyMany), what the bell shows (list, report
 * items, read state, Clear All) and what the live stream replays. Unread means "after the latest Clear All
 * and not read"; the unread count is the notifications' plus the report items'.
 */
export function createNotificationsService({
  repo,
  reportItems = NO_REPORT_ITEMS,
  preferences = NO_PREFERENCES,
  now = () => new Date(),
}: NotificationsServiceDeps) {
  /** `userIds` without those who muted the kind of `type` (report notices cannot be muted here). */
  async function unmuted(userIds: readonly ObjectId[], type: NotificationType): Promise<ObjectId[]> {
    const kind = noticeKindOf(type);
    if (!kind) return [...userIds];
    const muting = await preferences.mutingAmong(userIds, kind);
    return userIds.filter((id) => !muting.has(id.toHexString()));
  }

  async function unreadNotifications(userId: ObjectId, clearedAt: Date | null): Promise<number> {
    const [all, read] = await Promise.all([repo.countFeed(userId, clearedAt), repo.countReadFeed(userId, clearedAt)]);
    // Reads exist only for the user's own notifications, once each: the difference is exact.
    return Math.max(0, all - read);
  }

  async function withReadState(userId: ObjectId, docs: NotificationDoc[]): Promise<NotificationItem[]> {
    const read = await repo.readAmong(
      userId,
      docs.map((doc) => doc._id),
    );
    return docs.map((doc) => toNotificationItem(doc, read.has(doc._id.toHexString())));
  }

  /** What the bell shows: the newest 10, the report items, the exact unread count and the latest Clear All. */
  async function current(userId: ObjectId) {
    const clearedAt = await repo.latestClearedAt(userId);
    const [docs, unread, items] = await Promise.all([
      repo.listNewest(userId, clearedAt, NOTIFICATION_LIST_LIMIT),
      unreadNotifications(userId, clearedAt),
      reportItems.list(userId, clearedAt),
    ]);
    return {
      clearedAt,
      notifications: await withReadState(userId, docs),
      reportItems: items,
      unreadCount: unread + unreadOf(items).length,
    };
  }

  async function updated(userId: ObjectId): Promise<NotificationsUpdated> {
    const clearedAt = await repo.latestClearedAt(userId);
    const [unread, items] = await Promise.all([
      unreadNotifications(userId, clearedAt),
      reportItems.list(userId, clearedAt),
    ]);
    return { unreadCount: unread + unreadOf(items).length };
  }

  /** The reports of the user's current report items among `reportIds`. */
  async function ownReportItems(userId: ObjectId, reportIds: readonly ObjectId[]): Promise<ObjectId[]> {
    if (reportIds.length === 0) return [];
    const mine = new Set((await reportItems.list(userId, await repo.latestClearedAt(userId))).map((item) => item.id));
    return reportIds.filter((id) => mine.has(reportItemId(id)));
  }

  return {
    /** Sends one notification to a user's bell; answers its id, or null when the user muted its kind. */
    async notify(userId: ObjectId, n: NewNotification, at: Date = now()): Promise<ObjectId | null> {
      const doc: NotificationDoc = { _id: new ObjectId(), userId, createdAt: at, ...checked(n) };
      if ((await unmuted([userId], doc.type)).length === 0) return null;
      await repo.insert(doc);
      return doc._id;
    },

    /**
     * One notice for many events of the same thing (the likes of a post): while the user's notice of `groupKey`
     * is unread it is rewritten with `compose(count)`, where count is how many events it now tells of; once read
     * or cleared, the next event starts a new one. Answers whether the user was told (not muted).
     */
    async notifyGrouped(
      userId: ObjectId,
      groupKey: string,
      compose: (count: number) => NewNotification,
      at: Date = now(),
    ): Promise<boolean> {
      const first = checked(compose(1));
      if ((await unmuted([userId], first.type)).length === 0) return false;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = await repo.newestOfGroup(userId, groupKey, await repo.latestClearedAt(userId));
        const unread = current && !(await repo.readAmong(userId, [current._id])).has(current._id.toHexString());
        if (!current || !unread) {
          await repo.insert({ _id: new ObjectId(), userId, createdAt: at, ...first, groupKey, groupCount: 1 });
          return true;
        }
        const count = (current.groupCount ?? 1) + 1;
        const { title, message, metadata } = checked(compose(count));
        if (await repo.regroup(current._id, current.groupCount ?? 1, { title, message, metadata, groupCount: count }))
          return true;
      }
      return false;
    },

    /** Rewrites the text of the user's current notice of `groupKey` while it still reads `from` (a hidden message). */
    async rewriteGroupText(userId: ObjectId, groupKey: string, from: string, to: string): Promise<void> {
      const notice = await repo.newestOfGroup(userId, groupKey, await repo.latestClearedAt(userId));
      if (!notice || notice.message !== from) return;
      const count = notice.groupCount ?? 1;
      await repo.regroup(notice._id, count, {
        title: notice.title,
        message: to,
        groupCount: count,
        metadata: notice.metadata,
      });
    },

    /** Marks the user's current notice of `groupKey` read (a conversation they just read), if there is one. */
    async markGroupRead(userId: ObjectId, groupKey: string): Promise<void> {
      const notice = await repo.newestOfGroup(userId, groupKey, await repo.latestClearedAt(userId));
      if (notice) await repo.markRead(userId, [notice], now());
    },

    /**
     * Sends the same notification to many users (each once), in batched inserts; answers how many were sent.
     * With `idOf` each user's notification has that id, so sending again (a resumed alert job) sends nothing
     * twice: ids already stored are skipped.
     */
    async notifyMany(
      userIds: readonly ObjectId[],
      n: NewNotification,
      at: Date = now(),
      idOf: (userId: ObjectId) => ObjectId = () => new ObjectId(),
    ): Promise<number> {
      const fields = checked(n);
      const unique = new Map(userIds.map((id) => [id.toHexString(), id]));
      const recipients = await unmuted([...unique.values()], fields.type);
      const docs = recipients.map((userId) => ({ _id: idOf(userId), userId, createdAt: at, ...fields }));
      return repo.insertMany(docs);
    },

    /** The newest 10 after the latest Clear All, newest first, the report items and the exact unread count. */
    async list(userId: ObjectId): Promise<NotificationList> {
      const { notifications, reportItems: items, unreadCount } = await current(userId);
      return { notifications, reportItems: items, unreadCount };
    },

    /**
     * Marks the user's own notifications and report items among `ids` read; another user's notification, or
     * a report that is not one of the user's report items, is ignored; none of the user's own is 404.
     */
    async markRead(userId: ObjectId, ids: readonly string[]): Promise<NotificationsUpdated> {
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      const reportIds = unique.flatMap((id) => reportIdOf(id) ?? []);
      const notificationIds = unique.filter((id) => reportIdOf(id) === null).map((id) => new ObjectId(id));
      const [owned, ownedReports] = await Promise.all([
        notificationIds.length > 0 ? repo.findOwned(userId, notificationIds) : Promise.resolve([]),
        ownReportItems(userId, reportIds),
      ]);
      if (owned.length === 0 && ownedReports.length === 0) throw new NotFound(notificationMessages.notFound);
      const at = now();
      await Promise.all([repo.markRead(userId, owned, at), reportItems.markRead(userId, ownedReports, at)]);
      return updated(userId);
    },

    /** Marks every unread notification and report item read. */
    async markAllRead(userId: ObjectId): Promise<NotificationsUpdated> {
      const clearedAt = await repo.latestClearedAt(userId);
      const [unread, items] = await Promise.all([
        repo.unreadInFeed(userId, clearedAt),
        reportItems.list(userId, clearedAt),
      ]);
      const at = now();
      const reportIds = unreadOf(items).flatMap((item) => reportIdOf(item.id) ?? []);
      await Promise.all([repo.markRead(userId, unread, at), reportItems.markRead(userId, reportIds, at)]);
      return updated(userId);
    },

    /** Clear All: hides everything created until now (report items too) and resets the count. */
    async clear(userId: ObjectId): Promise<NotificationsUpdated> {
      await repo.insertClearedMarker(userId, now());
      return updated(userId);
    },

    /**
     * The live stream's `unread` event: the count, the latest Clear All and which of the newest 10 and of the
     * report items are unread.
     */
    async unreadState(userId: ObjectId): Promise<UnreadEvent> {
      const state = await current(userId);
      return {
        unreadCount: state.unreadCount,
        clearedAt: state.clearedAt ? state.clearedAt.toISOString() : null,
        unreadIds: unreadOf([...state.notifications, ...state.reportItems]).map((item) => item.id),
      };
    },

    /** The live stream's position for a new connection: the user's newest notification, or NO_CURSOR. */
    async cursorOf(userId: ObjectId): Promise<string> {
      return (await repo.newest(userId))?._id.toHexString() ?? NO_CURSOR;
    },

    /**
     * On reconnect (Last-Event-ID): the feed's notifications created after that event's notification, oldest
     * first, at most the newest 10 (what the panel can show). Null when the id is neither NO_CURSOR nor one of
     * the user's own notifications: nothing to replay from.
     */
    async replayAfter(userId: ObjectId, lastEventId: string): Promise<NotificationItem[] | null> {
      const clearedAt = await repo.latestClearedAt(userId);
      let docs: NotificationDoc[];
      if (lastEventId === NO_CURSOR) {
        docs = await repo.listNewest(userId, clearedAt, NOTIFICATION_LIST_LIMIT);
      } else {
        if (!ObjectIdString.safeParse(lastEventId).success) return null;
        const [position] = await repo.findOwned(userId, [new ObjectId(lastEventId)]);
        if (!position) return null;
        docs = await repo.listNewestAfter(userId, position, clearedAt, NOTIFICATION_LIST_LIMIT);
      }
      return (await withReadState(userId, docs)).reverse();
    },
  };
}
