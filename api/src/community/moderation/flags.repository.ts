import type { ObjectId } from 'mongodb';
import type { FlagReason } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const FLAGS_COLLECTION = 'community_flags';

export interface FlagDoc {
  _id: ObjectId;
  postId: ObjectId;
  userId: ObjectId;
  reason: FlagReason;
  note: string;
  createdAt: Date;
}

/** The only code that touches community_flags. */
export function createFlagsRepository(db: DataPort) {
  const flags = db.collection<FlagDoc>(FLAGS_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await flags.createIndex({ postId: 1, userId: 1 }, { unique: true, name: 'post_user_unique' });
    },

    /** False when this person already flagged the post. */
    async insertOnce(doc: FlagDoc): Promise<boolean> {
      try {
        await flags.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    ofPosts: (postIds: readonly ObjectId[]) =>
      postIds.length === 0
        ? Promise.resolve([])
        : flags.find({ postId: { $in: [...postIds] } }, { sort: { createdAt: 1, _id: 1 } }).toArray(),

    /** After a review: the flags are settled (a restored post can be flagged afresh). */
    clear: async (postId: ObjectId) => void (await flags.deleteMany({ postId })),
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
