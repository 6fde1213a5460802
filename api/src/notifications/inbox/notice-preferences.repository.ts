import type { ObjectId } from 'mongodb';
import type { NoticeKind } from '@petpal/contracts';
import { type DataPort, isDuplicateKeyError } from '../../data/port';

export const NOTICE_PREFERENCES_COLLECTION = 'notification_preferences';

/** The kinds of notice a user has muted: one document per user, none until they first save. */
export interface NoticePreferencesDoc {
  _id?: ObjectId;
  userId: ObjectId;
  muted: NoticeKind[];
  updatedAt: Date;
}

export type NoticePreferencesRepository = ReturnType<typeof createNoticePreferencesRepository>;

/** The only code that touches notification_preferences (docs/decisions/082). */
export function createNoticePreferencesRepository(db: DataPort) {
  const preferences = db.collection<NoticePreferencesDoc>(NOTICE_PREFERENCES_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await preferences.createIndex({ userId: 1 }, { unique: true, name: 'user_unique' });
    },

    async mutedBy(userId: ObjectId): Promise<NoticeKind[]> {
      return (await preferences.findOne({ userId }))?.muted ?? [];
    },

    /** Hex ids of the users among `userIds` who muted `kind`. */
    async mutingAmong(userIds: readonly ObjectId[], kind: NoticeKind): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const found = await preferences
        .find({ userId: { $in: [...userIds] }, muted: kind }, { projection: { userId: 1 } })
        .toArray();
      return new Set(found.map((doc) => doc.userId.toHexString()));
    },

    /** A save that loses MongoDB's upsert race on the unique index (two tabs) updates what the other inserted. */
    async save(userId: ObjectId, muted: readonly NoticeKind[], at: Date): Promise<void> {
      const set = { muted: [...new Set(muted)], updatedAt: at };
      try {
        await preferences.updateOne({ userId }, { $set: set, $setOnInsert: { userId } }, { upsert: true });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        await preferences.updateOne({ userId }, { $set: set });
      }
    },
  };
}
