/**
 * Community posts, comments, likes and the hot feed (docs/decisions/035). Titles, text and comments are
 * plain text: stored and returned exactly as written, and shown as text (never as HTML).
 */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { ImageId, ImageRef } from '../images';
import { communityMessages } from './messages';

/** Posts per page of a feed. */
export const FEED_PAGE_SIZE = 20;
export const POST_PHOTOS_MAX = 4;

/** Not trimmed away: whitespace-only is refused, the text itself is kept as written. */
const text = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.refine((value) => value.trim().length > 0, { error: message, abort: true }),
    z.maxLength(max, message),
  );

const PostTitle = z
  .string({ error: communityMessages.postTitle })
  .check(z.trim(), z.minLength(3, communityMessages.postTitle), z.maxLength(120, communityMessages.postTitle));
const PostBody = text(5000, communityMessages.postBody);

const PostPhotoIds = z
  .array(ImageId, { error: communityMessages.photos })
  .check(z.maxLength(POST_PHOTOS_MAX, communityMessages.photos));

/**
 * POST /api/community/posts (a member of the group). Photos are images the author uploaded first
 * (POST /api/images, up to 15 MB each), by id; the post keeps them (decision 100).
 */
export const CreatePostInput = z.strictObject({
  groupId: ObjectIdString.check(z.minLength(1, communityMessages.chooseGroup)),
  title: PostTitle,
  body: PostBody,
  photoIds: z._default(PostPhotoIds, []),
});
export type CreatePostInput = z.input<typeof CreatePostInput>;

/** PATCH /api/community/posts/:id (author or moderator): the fields sent change. */
export const UpdatePostInput = z.strictObject({ title: z.optional(PostTitle), body: z.optional(PostBody) }).check(
  z.refine((input) => input.title !== undefined || input.body !== undefined, {
    error: communityMessages.nothingToChange,
  }),
);
export type UpdatePostInput = z.input<typeof UpdatePostInput>;

export const CreateCommentInput = z.strictObject({ body: text(2000, communityMessages.commentBody) });
export type CreateCommentInput = z.input<typeof CreateCommentInput>;
export const UpdateCommentInput = CreateCommentInput;
export type UpdateCommentInput = z.input<typeof UpdateCommentInput>;

/** GET feeds: `cursor` is the previous page's `nextCursor`. */
export const FeedQuery = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, communityMessages.cursor))),
});
export type FeedQuery = z.input<typeof FeedQuery>;

export const PostAuthor = z.object({ id: z.string(), name: z.string() });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** What the viewer may do; the server checks again on every request. */
export const PostPermissions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  comment: z.boolean(),
  like: z.boolean(),
  flag: z.boolean(),
});
export type PostPermissions = z.infer<typeof PostPermissions>;

export const Post = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  author: PostAuthor,
  title: z.string(),
  body: z.string(),
  /** The post's images (stored widths for `srcset`). */
  photos: z.array(ImageRef),
  likeCount: z.number(),
  commentCount: z.number(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  /** Set once the title or text changed after posting. */
  editedAt: z.nullable(z.string()),
  /** Hidden from the feeds after too many flags; only its author, moderators and admins still see it. */
  hidden: z.boolean(),
  can: PostPermissions,
});
export type Post = z.infer<typeof Post>;

export const Feed = z.object({ posts: z.array(Post), nextCursor: z.nullable(z.string()) });
export type Feed = z.infer<typeof Feed>;

export const PostAnswer = z.object({ post: Post });
export type PostAnswer = z.infer<typeof PostAnswer>;

export const Comment = z.object({
  id: z.string(),
  postId: z.string(),
  author: PostAuthor,
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Comment = z.infer<typeof Comment>;

/** Oldest first, like a thread. */
export const CommentList = z.object({ comments: z.array(Comment) });
export type CommentList = z.infer<typeof CommentList>;
export const CommentAnswer = z.object({ comment: Comment });
export type CommentAnswer = z.infer<typeof CommentAnswer>;

/** PUT and DELETE /posts/:id/like answer the post's new count. */
export const LikeState = z.object({ likeCount: z.number(), likedByMe: z.boolean() });
export type LikeState = z.infer<typeof LikeState>;

export const Deleted = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof Deleted>;
