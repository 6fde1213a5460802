import { ObjectId } from 'mongodb';
import {
  communityMessages,
  FLAG_HIDE_THRESHOLD,
  type FlagQueue,
  type Flagged,
  type FlagReason,
} from '@petpal/contracts';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { requireAdminViewer, userOf, type Viewer } from '../access/community-access';
import type { PostsRepository } from '../posts/posts.repository';
import type { PostsService } from '../posts/posts.service';
import type { FlagsRepository } from './flags.repository';

export interface ModerationServiceDeps {
  posts: PostsRepository;
  postViews: PostsService;
  flags: FlagsRepository;
  flagLimiter: RateLimiter;
  now: () => Date;
}

/** Posts in the review queue at once. */
export const FLAG_QUEUE_LIMIT = 100;

/**
 * Flags: anyone signed in but the author flags a post once; FLAG_HIDE_THRESHOLD flags hide it from the
 * feeds until an admin restores or removes it from the review queue.
 */
export function createModerationService({ posts, postViews, flags, flagLimiter, now }: ModerationServiceDeps) {
  return {
    async flag(viewer: Viewer, postId: ObjectId, input: { reason: FlagReason; note: string }): Promise<Flagged> {
      const userId = userOf(viewer);
      const { doc } = await postViews.visible(viewer, postId);
      if (doc.authorId.equals(userId)) throw new Forbidden(communityMessages.ownFlag, 'own_post');
      if (doc.hidden) throw new NotFound(communityMessages.postNotFound);
      await flagLimiter.consume(userId.toHexString());
      const inserted = await flags.insertOnce({
        _id: new ObjectId(),
        postId,
        userId,
        reason: input.reason,
        note: input.note,
        createdAt: now(),
      });
      if (!inserted) throw new Conflict(communityMessages.alreadyFlagged, 'already_flagged');
      const after = await posts.addFlag(postId, FLAG_HIDE_THRESHOLD);
      if (!after) throw new NotFound(communityMessages.postNotFound);
      return { flagCount: after.flagCount, hidden: after.hidden };
    },

    /** Admins: flagged posts (hidden first, then most flags) with each flag's reason and note. */
    async queue(viewer: Viewer): Promise<FlagQueue> {
      requireAdminViewer(viewer);
      const docs = await posts.flagged(FLAG_QUEUE_LIMIT);
      const [views, all] = await Promise.all([
        postViews.views(viewer, docs),
        flags.ofPosts(docs.map((doc) => doc._id)),
      ]);
      return {
        items: docs.map((doc, index) => ({
          post: views[index]!,
          flagCount: doc.flagCount,
          flags: all
            .filter((flag) => flag.postId.equals(doc._id))
            .map((flag) => ({ reason: flag.reason, note: flag.note, createdAt: flag.createdAt.toISOString() })),
        })),
      };
    },

    /** Admins: restore (visible again, flags cleared) or remove (deleted with its comments and photos). */
    async review(viewer: Viewer, postId: ObjectId, action: 'restore' | 'remove') {
      requireAdminViewer(viewer);
      const doc = await posts.findById(postId);
      if (!doc) throw new NotFound(communityMessages.postNotFound);
      if (action === 'restore') {
        await posts.restore(postId);
        await flags.clear(postId);
      } else {
        await postViews.delete(viewer, postId);
      }
      return { action };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
