import { ObjectId, type Binary } from 'mongodb';
import type { ImageRef } from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';
import { moveLegacyPhotoLists, type ImagesService } from '../../images';
import { isDuplicateKeyError } from '../../data/port';
import { createFirstPages } from './first-pages';
import { hotRank } from './hot-rank';

export const POSTS_COLLECTION = 'community_posts';
export const COMMENTS_COLLECTION = 'community_comments';
export const LIKES_COLLECTION = 'community_likes';
/** Photos stored before the image pipeline; moved into it at start (`migrateLegacyPostPhotos`). */
export const PHOTOS_COLLECTION = 'community_photos';

export interface PostDoc {
  _id: ObjectId;
  groupId: ObjectId;
  /** Copied at posting so a feed page is one read. */
  groupName: string;
  authorId: ObjectId;
  /** The author's public name when they posted. */
  authorName: string;
  title: string;
  body: string;
  /** Images the author uploaded (absent on posts stored before decision 100 without photos). */
  photos?: ImageRef[];
  /** Before decision 100: ids of `community_photos` documents, replaced by `photos` at start. */
  photoIds?: ObjectId[];
  likeCount: number;
  commentCount: number;
  /** Unreviewed flags; an admin's restore sets it back to 0. */
  flagCount: number;
  /** Hidden from feeds after FLAG_HIDE_THRESHOLD flags, until an admin restores it. */
  hidden: boolean;
  hot: number;
  createdAt: Date;
  editedAt: Date | null;
}

export interface CommentDoc {
  _id: ObjectId;
  postId: ObjectId;
  authorId: ObjectId;
  authorName: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
}

export interface LikeDoc {
  _id: ObjectId;
  postId: ObjectId;
  userId: ObjectId;
  createdAt: Date;
}

/** A photo stored before the image pipeline (its bytes, as sent). */
export interface LegacyPhotoDoc {
  _id: ObjectId;
  postId: ObjectId;
  data: Binary;
}

/** Where the previous page ended (its last post's rank and id). */
export interface FeedCursor {
  hot: number;
  id: ObjectId;
}

/** The only code that touches community_posts, community_comments, community_likes and community_photos. */
export function createPostsRepository(db: DataPort) {
  const posts = db.collection<PostDoc>(POSTS_COLLECTION);
  const comments = db.collection<CommentDoc>(COMMENTS_COLLECTION);
  const likes = db.collection<LikeDoc>(LIKES_COLLECTION);
  const legacyPhotos = db.collection<LegacyPhotoDoc>(PHOTOS_COLLECTION);
  const firstPages = createFirstPages<PostDoc[]>(db, POSTS_COLLECTION);

  /** Stores the rank of the counts just read, unless another like or comment changed them since (it stores its own). */
  const rerank = async (doc: PostDoc | null) => {
    if (!doc) return;
    await posts.updateOne(
      { _id: doc._id, likeCount: doc.likeCount, commentCount: doc.commentCount },
      { $set: { hot: hotRank(doc.likeCount, doc.commentCount, doc.createdAt) } },
    );
    firstPages.forget();
  };
  const count = async (postId: ObjectId, field: 'likeCount' | 'commentCount', by: 1 | -1) => {
    const doc = await posts.findOneAndUpdate({ _id: postId }, { $inc: { [field]: by } }, { returnDocument: 'after' });
    firstPages.forget();
    await rerank(doc);
    return doc;
  };

  return {
    async ensureIndexes(): Promise<void> {
      // The feeds: a group's, and every group's (guests, people in no group), hot first.
      await posts.createIndex({ groupId: 1, hidden: 1, hot: -1, _id: -1 }, { name: 'group_feed' });
      await posts.createIndex({ hidden: 1, hot: -1, _id: -1 }, { name: 'all_feed' });
      await posts.createIndex({ flagCount: -1 }, { name: 'flagged' });
      await comments.createIndex({ postId: 1, createdAt: 1 }, { name: 'post_thread' });
      await likes.createIndex({ postId: 1, userId: 1 }, { unique: true, name: 'post_user_unique' });
      await likes.createIndex({ userId: 1 }, { name: 'user' });
      await legacyPhotos.createIndex({ postId: 1 }, { name: 'post' });
    },

    async insert(doc: PostDoc): Promise<void> {
      await posts.insertOne(doc);
      firstPages.forget();
    },

    findById: (id: ObjectId) => posts.findOne({ _id: id }),

    /**
     * One page of visible posts of the groups given (every group when null), hot first: a range on the
     * feed index, never a scan of the feed.
     */
    feed(groupIds: readonly ObjectId[] | null, after: FeedCursor | null, limit: number): Promise<PostDoc[]> {
      const where: Filter<PostDoc> = { hidden: false };
      if (groupIds) where.groupId = groupIds.length === 1 ? groupIds[0]! : { $in: [...groupIds] };
      const read = () => posts.find(where, { sort: { hot: -1, _id: -1 }, limit }).toArray();
      if (!after) return firstPages.get(`${limit}:${groupIds?.map(String).sort().join(',') ?? '*'}`, read);
      where.$or = [{ hot: { $lt: after.hot } }, { hot: after.hot, _id: { $lt: after.id } }];
      return read();
    },

    async update(id: ObjectId, set: Partial<Pick<PostDoc, 'title' | 'body' | 'editedAt'>>) {
      const doc = await posts.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
      firstPages.forget();
      return doc;
    },

    /** The post and everything hanging from it. */
    async delete(id: ObjectId): Promise<boolean> {
      const { deletedCount } = await posts.deleteOne({ _id: id });
      firstPages.forget();
      await Promise.all([comments.deleteMany({ postId: id }), likes.deleteMany({ postId: id })]);
      return deletedCount > 0;
    },

    /** Photos stored the old way move into the image pipeline (at start; decision 100). */
    async moveLegacyPhotos(images: Pick<ImagesService, 'storeMade'>): Promise<number> {
      const moved = await moveLegacyPhotoLists(posts, legacyPhotos, 'postId', images);
      firstPages.forget();
      return moved;
    },

    /** Posts flagged and not yet reviewed: hidden first, then most flags. */
    flagged: (limit: number) =>
      posts.find({ flagCount: { $gt: 0 } }, { sort: { hidden: -1, flagCount: -1, _id: -1 }, limit }).toArray(),

    /** Counts one more flag; hides the post once `threshold` is reached. */
    async addFlag(id: ObjectId, threshold: number) {
      const doc = await posts.findOneAndUpdate({ _id: id }, { $inc: { flagCount: 1 } }, { returnDocument: 'after' });
      firstPages.forget();
      if (doc && doc.flagCount >= threshold && !doc.hidden) {
        await posts.updateOne({ _id: id }, { $set: { hidden: true } });
        firstPages.forget();
        return { ...doc, hidden: true };
      }
      return doc;
    },

    async restore(id: ObjectId) {
      const result = await posts.updateOne({ _id: id }, { $set: { hidden: false, flagCount: 0 } });
      firstPages.forget();
      return result;
    },

    comments: {
      ofPost: (postId: ObjectId) => comments.find({ postId }, { sort: { createdAt: 1, _id: 1 } }).toArray(),
      /** Who has commented on the post (their ids, each once): only the author field of each comment is read. */
      async authorsOf(postId: ObjectId): Promise<ObjectId[]> {
        const docs = await comments.find({ postId }, { projection: { authorId: 1 } }).toArray();
        return [...new Map(docs.map((doc) => [doc.authorId.toHexString(), doc.authorId])).values()];
      },
      findById: (id: ObjectId) => comments.findOne({ _id: id }),
      async insert(doc: CommentDoc) {
        await comments.insertOne(doc);
        await count(doc.postId, 'commentCount', 1);
      },
      update: (id: ObjectId, body: string, at: Date) =>
        comments.findOneAndUpdate({ _id: id }, { $set: { body, editedAt: at } }, { returnDocument: 'after' }),
      async delete(doc: CommentDoc) {
        const { deletedCount } = await comments.deleteOne({ _id: doc._id });
        if (deletedCount > 0) await count(doc.postId, 'commentCount', -1);
      },
    },

    likes: {
      /** The post after the like (unchanged when the user already liked it: `added` false). */
      async add(postId: ObjectId, userId: ObjectId, at: Date) {
        try {
          await likes.insertOne({ _id: new ObjectId(), postId, userId, createdAt: at });
        } catch (error) {
          if (isDuplicateKeyError(error)) return { post: await posts.findOne({ _id: postId }), added: false };
          throw error;
        }
        return { post: await count(postId, 'likeCount', 1), added: true };
      },
      async remove(postId: ObjectId, userId: ObjectId) {
        const { deletedCount } = await likes.deleteOne({ postId, userId });
        return deletedCount > 0 ? count(postId, 'likeCount', -1) : posts.findOne({ _id: postId });
      },
      /** Hex ids of the posts among `postIds` the user liked. */
      async likedAmong(userId: ObjectId, postIds: readonly ObjectId[]): Promise<Set<string>> {
        if (postIds.length === 0) return new Set();
        const docs = await likes
          .find({ postId: { $in: [...postIds] }, userId }, { projection: { postId: 1 } })
          .toArray();
        return new Set(docs.map((doc) => doc.postId.toHexString()));
      },
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
