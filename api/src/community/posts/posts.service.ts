import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  communityMessages,
  FEED_PAGE_SIZE,
  type Comment,
  type Feed,
  type LikeState,
  type Post,
} from '@petpal/contracts';
import { Forbidden, Invalid, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import type { RateLimiter } from '../../lib/rate-limit';
import { canChange, userOf, type Viewer } from '../access/community-access';
import type { GroupDoc } from '../groups/groups.repository';
import type { GroupsService } from '../groups/groups.service';
import { hotRank } from './hot-rank';
import type { JsonText } from '../../lib/json-once';
import { feedJson, postView, type Personal } from './post-json';
import type { PostNotices } from './post-notices';
import type { CommentDoc, FeedCursor, PostDoc, PostsRepository } from './posts.repository';

export interface PostsServiceDeps {
  posts: PostsRepository;
  groups: GroupsService;
  auth: Pick<AuthFacade, 'users'>;
  postLimiter: RateLimiter;
  commentLimiter: RateLimiter;
  /** Settles a deleted post's flags (the moderation area's collection). */
  clearFlags: (postId: ObjectId) => Promise<void>;
  /** The bell notices of comments and likes. */
  notices: Pick<PostNotices, 'commented' | 'liked'>;
  /** The post's photos: the author's own uploads, kept by this post alone. */
  images: Pick<ImagesService, 'claimAll' | 'release' | 'remove'>;
  now: () => Date;
}

/** The holder a post's photos are claimed for (decision 100: one record per image). */
const postHolder = (id: ObjectId) => `post:${id.toHexString()}`;

/** A cursor is the last post's rank and id, as URL-safe text. */
export function encodeCursor(doc: Pick<PostDoc, 'hot' | '_id'>): string {
  return Buffer.from(`${doc.hot}:${doc._id.toHexString()}`).toString('base64url');
}

export function decodeCursor(cursor: string): FeedCursor {
  const [hot, id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const rank = Number(hot);
  if (hot === undefined || hot === '' || !Number.isFinite(rank) || !id || !ObjectId.isValid(id) || id.length !== 24) {
    throw new Invalid(communityMessages.cursor, { cursor: communityMessages.cursor });
  }
  return { hot: rank, id: new ObjectId(id) };
}

interface NewPost {
  groupId: string;
  title: string;
  body: string;
  photoIds: string[];
}

/**
 * Posts, comments and likes. Titles, text and comments are kept exactly as sent (the screens show them
 * as text); the author's public name is copied onto what they write so a feed page is one read.
 */
export function createPostsService(deps: PostsServiceDeps) {
  const { posts, groups, auth, postLimiter, commentLimiter, now } = deps;
  /**
   * The moderators of each group of `docs`, by hex id (only read when the viewer may hold a role; not read
   * again when every post is in `known`, a group the caller has just read).
   */
  async function moderatorsOf(
    viewer: Viewer,
    docs: readonly PostDoc[],
    known?: GroupDoc,
  ): Promise<Map<string, ObjectId[]>> {
    if (!viewer.userId || docs.length === 0) return new Map();
    if (known && docs.every((doc) => doc.groupId.equals(known._id))) {
      return new Map([[known._id.toHexString(), known.moderatorIds]]);
    }
    const ids = [...new Map(docs.map((doc) => [doc.groupId.toHexString(), doc.groupId])).values()];
    const found: GroupDoc[] = await groups.findByIds(ids);
    return new Map(found.map((group) => [group._id.toHexString(), group.moderatorIds]));
  }

  /** The viewer's own parts of each post of `docs` (in order): whether they liked it and what they may do. */
  async function personalOf(viewer: Viewer, docs: readonly PostDoc[], group?: GroupDoc): Promise<Personal[]> {
    const [liked, moderators] = await Promise.all([
      viewer.userId
        ? posts.likes.likedAmong(
            viewer.userId,
            docs.map((doc) => doc._id),
          )
        : Promise.resolve(new Set<string>()),
      moderatorsOf(viewer, docs, group),
    ]);
    const signedIn = viewer.userId !== null;
    return docs.map((doc) => {
      const own = signedIn && doc.authorId.equals(viewer.userId!);
      const change = canChange(viewer, doc.authorId, moderators.get(doc.groupId.toHexString()) ?? []);
      return {
        likedByMe: liked.has(doc._id.toHexString()),
        can: {
          edit: change,
          delete: change,
          comment: signedIn && !doc.hidden,
          like: signedIn && !own && !doc.hidden,
          flag: signedIn && !own && !doc.hidden,
        },
      };
    });
  }

  async function views(viewer: Viewer, docs: readonly PostDoc[], group?: GroupDoc): Promise<Post[]> {
    const personal = await personalOf(viewer, docs, group);
    return docs.map((doc, i) => postView(doc, personal[i]!));
  }

  /** One page of a feed as JSON text (a `Feed`): the posts' shared text made once per kept page (decision 115). */
  async function page(
    viewer: Viewer,
    groupIds: readonly ObjectId[] | null,
    cursor?: string,
    group?: GroupDoc,
  ): Promise<JsonText<Feed>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const docs = await posts.feed(groupIds, after, FEED_PAGE_SIZE + 1);
    const shown = docs.length > FEED_PAGE_SIZE ? docs.slice(0, FEED_PAGE_SIZE) : docs;
    const nextCursor = docs.length > FEED_PAGE_SIZE ? encodeCursor(shown[shown.length - 1]!) : null;
    // A first page is kept (decision 040): the same documents again until a post changes.
    return feedJson(shown, await personalOf(viewer, shown, group), nextCursor, after === null) as JsonText<Feed>;
  }

  /** A post the viewer may see: a hidden one only by its author, the group's moderators and admins. */
  async function visible(viewer: Viewer, id: ObjectId): Promise<{ doc: PostDoc; group: GroupDoc }> {
    const doc = await posts.findById(id);
    if (!doc) throw new NotFound(communityMessages.postNotFound);
    const group = await groups.existing(doc.groupId);
    if (doc.hidden && !canChange(viewer, doc.authorId, group.moderatorIds)) {
      throw new NotFound(communityMessages.postNotFound);
    }
    return { doc, group };
  }

  /** A post the viewer may change (author, the group's moderators, admins); 403 otherwise. */
  async function changeable(viewer: Viewer, id: ObjectId) {
    if (!viewer.userId && !viewer.admin) userOf(viewer);
    const found = await visible(viewer, id);
    if (!canChange(viewer, found.doc.authorId, found.group.moderatorIds)) {
      throw new Forbidden(communityMessages.notYours, 'not_yours');
    }
    return found;
  }

  const one = async (viewer: Viewer, doc: PostDoc) => (await views(viewer, [doc]))[0]!;

  const commentView = (viewer: Viewer, doc: CommentDoc, moderatorIds: readonly ObjectId[]): Comment => {
    const change = canChange(viewer, doc.authorId, moderatorIds);
    return {
      id: doc._id.toHexString(),
      postId: doc.postId.toHexString(),
      author: { id: doc.authorId.toHexString(), name: doc.authorName },
      body: doc.body,
      createdAt: doc.createdAt.toISOString(),
      editedAt: doc.editedAt?.toISOString() ?? null,
      can: { edit: change, delete: change },
    };
  };

  async function changeableComment(viewer: Viewer, id: ObjectId) {
    if (!viewer.userId && !viewer.admin) userOf(viewer);
    const comment = await posts.comments.findById(id);
    if (!comment) throw new NotFound(communityMessages.commentNotFound);
    const { group } = await visible(viewer, comment.postId);
    if (!canChange(viewer, comment.authorId, group.moderatorIds)) {
      throw new Forbidden(communityMessages.notYours, 'not_yours');
    }
    return { comment, group };
  }

  return {
    /**
     * The viewer's feed: the groups they joined; every group for a guest or someone in none yet (what
     * Nextdoor shows a new neighbour).
     */
    async feed(viewer: Viewer, cursor?: string): Promise<JsonText<Feed>> {
      const mine = viewer.userId ? await groups.groupIdsOf(viewer.userId) : [];
      return page(viewer, mine.length > 0 ? mine : null, cursor);
    },

    async groupFeed(viewer: Viewer, groupId: ObjectId, cursor?: string): Promise<JsonText<Feed>> {
      const group = await groups.existing(groupId);
      return page(viewer, [groupId], cursor, group);
    },

    async get(viewer: Viewer, id: ObjectId): Promise<Post> {
      return one(viewer, (await visible(viewer, id)).doc);
    },

    /** Members only; photos are the author's own uploads (claimed for this post alone); rate limited. */
    async create(viewer: Viewer, input: NewPost): Promise<Post> {
      const userId = userOf(viewer);
      const groupId = new ObjectId(input.groupId);
      const group = await groups.existing(groupId).catch(() => {
        throw new Invalid(communityMessages.groupNotFound, { groupId: communityMessages.groupNotFound });
      });
      if (!(await groups.isMember(groupId, userId))) throw new Forbidden(communityMessages.joinToPost, 'not_member');
      const _id = new ObjectId();
      const holder = postHolder(_id);
      const photos = await deps.images.claimAll(userId.toHexString(), input.photoIds, holder, 'photoIds');
      try {
        await postLimiter.consume(userId.toHexString());
      } catch (error) {
        await deps.images.release(
          photos.map((photo) => photo.id),
          holder,
        );
        throw error;
      }
      const at = now();
      const doc: PostDoc = {
        _id,
        groupId,
        groupName: group.name,
        authorId: userId,
        authorName: await auth.users.publicName(userId),
        title: input.title,
        body: input.body,
        photos,
        likeCount: 0,
        commentCount: 0,
        flagCount: 0,
        hidden: false,
        hot: hotRank(0, 0, at),
        createdAt: at,
        editedAt: null,
      };
      await posts.insert(doc);
      await groups.countPosts(groupId, 1);
      return one(viewer, doc);
    },

    async update(viewer: Viewer, id: ObjectId, patch: { title?: string | undefined; body?: string | undefined }) {
      const { doc } = await changeable(viewer, id);
      const set: { title?: string; body?: string; editedAt: Date } = { editedAt: now() };
      if (patch.title !== undefined) set.title = patch.title;
      if (patch.body !== undefined) set.body = patch.body;
      const updated = await posts.update(doc._id, set);
      if (!updated) throw new NotFound(communityMessages.postNotFound);
      return one(viewer, updated);
    },

    async delete(viewer: Viewer, id: ObjectId): Promise<void> {
      const { doc } = await changeable(viewer, id);
      if (await posts.delete(doc._id)) await groups.countPosts(doc.groupId, -1);
      await deps.clearFlags(doc._id);
      for (const photo of doc.photos ?? []) await deps.images.remove(photo.id);
    },

    async comments(viewer: Viewer, postId: ObjectId): Promise<Comment[]> {
      const { group } = await visible(viewer, postId);
      const docs = await posts.comments.ofPost(postId);
      return docs.map((doc) => commentView(viewer, doc, group.moderatorIds));
    },

    /** Any signed-in user may comment on a visible post (groups are public, like Discourse's categories). */
    async comment(viewer: Viewer, postId: ObjectId, body: string): Promise<Comment> {
      const userId = userOf(viewer);
      const { doc, group } = await visible(viewer, postId);
      if (doc.hidden) throw new NotFound(communityMessages.postNotFound);
      await commentLimiter.consume(userId.toHexString());
      const comment: CommentDoc = {
        _id: new ObjectId(),
        postId,
        authorId: userId,
        authorName: await auth.users.publicName(userId),
        body,
        createdAt: now(),
        editedAt: null,
      };
      const earlier = await posts.comments.authorsOf(postId);
      await posts.comments.insert(comment);
      await deps.notices.commented(doc, comment, earlier);
      return commentView(viewer, comment, group.moderatorIds);
    },

    async updateComment(viewer: Viewer, id: ObjectId, body: string): Promise<Comment> {
      const { comment, group } = await changeableComment(viewer, id);
      const updated = await posts.comments.update(comment._id, body, now());
      if (!updated) throw new NotFound(communityMessages.commentNotFound);
      return commentView(viewer, updated, group.moderatorIds);
    },

    async deleteComment(viewer: Viewer, id: ObjectId): Promise<void> {
      const { comment } = await changeableComment(viewer, id);
      await posts.comments.delete(comment);
    },

    /** Liking twice counts once; nobody likes their own post (as on Discourse). */
    async like(viewer: Viewer, postId: ObjectId, liked: boolean): Promise<LikeState> {
      const userId = userOf(viewer);
      const { doc } = await visible(viewer, postId);
      if (doc.authorId.equals(userId)) throw new Forbidden('You cannot like your own post.', 'own_post');
      if (doc.hidden) throw new NotFound(communityMessages.postNotFound);
      const { post: after, added } = liked
        ? await posts.likes.add(postId, userId, now())
        : { post: await posts.likes.remove(postId, userId), added: false };
      if (!after) throw new NotFound(communityMessages.postNotFound);
      if (added) await deps.notices.liked(doc, await auth.users.publicName(userId));
      return { likeCount: after.likeCount, likedByMe: liked };
    },

    views,
    visible,
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

/** Post photos stored before the image pipeline (`community_photos`) go through it once, at start. */
export const migrateLegacyPostPhotos = (
  posts: Pick<PostsRepository, 'moveLegacyPhotos'>,
  images: Pick<ImagesService, 'storeMade'>,
) => posts.moveLegacyPhotos(images);
