import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { FlagPostInput, ReviewInput, type Flagged, type FlagQueue, type Reviewed } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams, type ViewerOf } from '../access/community-access';
import type { ModerationService } from './moderation.service';

/** Flagging (signed in) and the admins' review queue (the petpal_admin session only). */
export function createModerationRoutes(db: DataPort, moderation: ModerationService, viewerOf: ViewerOf) {
  return new Hono<AppEnv>()
    .post(
      '/posts/:id/flag',
      requireUser,
      idempotency(db, { scope: (c) => `community.flag:${c.get('user')?.id ?? ''}` }),
      validate('param', IdParams),
      validate('json', FlagPostInput),
      async (c) => {
        const body: Flagged = await moderation.flag(await viewerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(body, 201);
      },
    )
    .get('/admin/flags', async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: FlagQueue = await moderation.queue(await viewerOf(c));
      return c.json(body);
    })
    .post('/admin/posts/:id/review', validate('param', IdParams), validate('json', ReviewInput), async (c) => {
      const body: Reviewed = await moderation.review(
        await viewerOf(c),
        c.req.valid('param').id,
        c.req.valid('json').action,
      );
      return c.json(body);
    });
}
