import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { CommunityArea } from '../../community';
import { AdminReviewInput, adminMessages, PostParams, type FlagQueue } from '@petpal/contracts';
import { NotFound } from '../../errors';
import { validate } from '../../lib/validate';
import type { AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';

/** GET /flags (community's review queue) and POST /flags/:postId/review (audited), through community's facade. */
export function createFlagRoutes(community: Pick<CommunityArea, 'moderationForAdmins'>, audited: Audited) {
  const moderation = community.moderationForAdmins;
  return new Hono<AdminEnv>()
    .get('/flags', async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: FlagQueue = await moderation.queue();
      return c.json(body);
    })
    .post('/flags/:postId/review', validate('param', PostParams), validate('json', AdminReviewInput), (c) =>
      audited(c, 'post.review', async () => {
        const { postId } = c.req.valid('param');
        const { action, reason } = c.req.valid('json');
        const reviewed = await moderation.review(new ObjectId(postId), action);
        if (!reviewed) throw new NotFound(adminMessages.postNotFound);
        return {
          targetType: 'post',
          targetId: postId,
          reason,
          before: reviewed.before,
          after: action === 'restore' ? { flagCount: 0, hidden: false } : { removed: true },
        };
      }),
    );
}
