import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../../notifications';
import type { CommentDoc, PostDoc } from './posts.repository';

/** How much of a comment its notice quotes. */
const PREVIEW_CHARS = 120;

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
};

/** "Asha liked your post", "Asha and 1 other…", "Asha and 3 others liked your post". */
export function likedMessage(name: string, count: number, title: string): string {
  const others = count - 1;
  const who = others === 0 ? name : `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
  return `${who} liked your post “${title}”.`;
}

/**
 * The bell notices of the community's posts (docs/decisions/082): the author hears of a comment on their post
 * and of likes (one notice per post while it is unread: "Asha and 3 others liked your post"); whoever commented
 * before hears of a reply in that thread. Nobody hears of what they did themselves. A notice is a courtesy: one
 * that fails is logged and the comment or like stands.
 */
export function createPostNotices(
  notifications: Pick<NotificationsService, 'notifyMany' | 'notifyGrouped'>,
  log: Logger,
) {
  async function courtesy(what: string, postId: ObjectId, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      log.warn(`${what} notification failed`, {
        postId: postId.toHexString(),
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    /** `comment` was added to `post`; `earlier` are those who had commented on it before. */
    commented: (post: PostDoc, comment: CommentDoc, earlier: readonly ObjectId[]) =>
      courtesy('comment', post._id, async () => {
        const metadata = { postId: post._id.toHexString(), messagePreview: quote(comment.body) };
        if (!post.authorId.equals(comment.authorId)) {
          await notifications.notifyMany([post.authorId], {
            type: 'post_comment',
            title: 'New comment on your post',
            message: `${comment.authorName} commented on your post “${post.title}”: ${metadata.messagePreview}`,
            metadata,
          });
        }
        const repliedTo = earlier.filter((id) => !id.equals(comment.authorId) && !id.equals(post.authorId));
        if (repliedTo.length === 0) return;
        await notifications.notifyMany(repliedTo, {
          type: 'comment_reply',
          title: 'New reply to your comment',
          message: `${comment.authorName} replied to your comment on “${post.title}”: ${metadata.messagePreview}`,
          metadata,
        });
      }),

    /** `likerName` liked `post` (a new like, not a repeat). */
    liked: (post: PostDoc, likerName: string) =>
      courtesy('like', post._id, () =>
        notifications.notifyGrouped(post.authorId, `post-like:${post._id.toHexString()}`, (count) => ({
          type: 'post_like',
          title: 'New likes on your post',
          message: likedMessage(likerName, count, post.title),
          metadata: { postId: post._id.toHexString() },
        })),
      ),
  };
}

export type PostNotices = ReturnType<typeof createPostNotices>;
