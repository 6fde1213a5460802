import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  IdParams,
  MarkSeenInput,
  PetReportInput,
  PetReportsQuery,
  PetReportUpdate,
  ReportCommentInput,
  ReportMessageInput,
  ReportMessagesQuery,
  type PetReportDeleted,
  type SessionUser,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import type { Env } from '../../env';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import { sessionUserId } from '../session-user';
import type { DiscussionService } from './discussion.service';
import { FLYER_CSS, FLYER_SCRIPT } from './flyer';
import type { ReportsService } from './reports.service';

/** The viewer's id, or null for a guest (reports, photos and comments are public). */
const viewerOf = (user: SessionUser | null) => (user ? new ObjectId(user.id) : null);

export interface ReportRoutesDeps {
  db: DataPort;
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>;
  reports: ReportsService;
  discussion: DiscussionService;
}

/**
 * /reports: the feed and the user's own reports, post (Idempotency-Key), one report, edit, resolve, delete,
 * seen, photo, flyer, comments and the finder-owner messages. Reading is open to guests (a flyer's QR code
 * leads strangers here); everything else needs a signed-in user.
 */
export function createReportRoutes({ db, env, reports, discussion }: ReportRoutesDeps) {
  const perUser = idempotency(db, {
    scope: (c) => `notifications.report:${(c.get('user') as SessionUser | null)?.id ?? ''}`,
  });

  return (
    new Hono<AppEnv>()
      // The flyer's stylesheet and script: files, since the API's CSP refuses inline ones.
      .get('/reports/flyer.css', (c) => {
        c.header('Content-Type', 'text/css; charset=utf-8');
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(FLYER_CSS);
      })
      .get('/reports/flyer.js', (c) => {
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(FLYER_SCRIPT);
      })
      .get('/reports', validate('query', PetReportsQuery), async (c) => {
        if (c.req.valid('query').mine === 'true') {
          return c.json({ reports: await reports.mine(sessionUserId(c.get('user'))) });
        }
        return c.json({ reports: await reports.feed(viewerOf(c.get('user'))) });
      })
      .post('/reports', requireUser, validate('json', PetReportInput), perUser, async (c) => {
        const report = await reports.create(sessionUserId(c.get('user')), c.req.valid('json'));
        return c.json({ report }, 201);
      })
      .get('/reports/:id', validate('param', IdParams), async (c) =>
        c.json({ report: await reports.get(viewerOf(c.get('user')), c.req.valid('param').id) }),
      )
      .patch('/reports/:id', requireUser, validate('param', IdParams), validate('json', PetReportUpdate), async (c) => {
        const userId = sessionUserId(c.get('user'));
        return c.json({ report: await reports.update(userId, c.req.valid('param').id, c.req.valid('json')) });
      })
      .delete('/reports/:id', requireUser, validate('param', IdParams), async (c) => {
        await reports.remove(sessionUserId(c.get('user')), c.req.valid('param').id);
        const body: PetReportDeleted = { deleted: true };
        return c.json(body);
      })
      .post('/reports/:id/resolve', requireUser, validate('param', IdParams), async (c) =>
        c.json({ report: await reports.resolve(sessionUserId(c.get('user')), c.req.valid('param').id) }),
      )
      .post('/reports/:id/seen', requireUser, validate('param', IdParams), validate('json', MarkSeenInput), async (c) =>
        c.json(await reports.markSeen(sessionUserId(c.get('user')), c.req.valid('param').id, c.req.valid('json'))),
      )
      // Notifications sent before the image pipeline link here: the report's current photo.
      .get('/reports/:id/photo', validate('param', IdParams), async (c) =>
        c.redirect(await reports.photoUrl(c.req.valid('param').id), 302),
      )
      .get('/reports/:id/flyer', requireUser, validate('param', IdParams), async (c) => {
        const origin = env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY);
        return c.html(await reports.flyer(sessionUserId(c.get('user')), c.req.valid('param').id, origin));
      })
      .get('/reports/:id/comments', validate('param', IdParams), async (c) =>
        c.json({ comments: await discussion.comments(viewerOf(c.get('user')), c.req.valid('param').id) }),
      )
      .post(
        '/reports/:id/comments',
        requireUser,
        validate('param', IdParams),
        validate('json', ReportCommentInput),
        async (c) => {
          const userId = sessionUserId(c.get('user'));
          const comment = await discussion.comment(userId, c.req.valid('param').id, c.req.valid('json').body);
          return c.json({ comment }, 201);
        },
      )
      .get('/reports/:id/conversations', requireUser, validate('param', IdParams), async (c) =>
        c.json({
          conversations: await discussion.conversations(sessionUserId(c.get('user')), c.req.valid('param').id),
        }),
      )
      .get(
        '/reports/:id/messages',
        requireUser,
        validate('param', IdParams),
        validate('query', ReportMessagesQuery),
        async (c) => {
          const userId = sessionUserId(c.get('user'));
          return c.json(await discussion.messages(userId, c.req.valid('param').id, c.req.valid('query').with));
        },
      )
      .post(
        '/reports/:id/messages',
        requireUser,
        validate('param', IdParams),
        validate('json', ReportMessageInput),
        async (c) => {
          const userId = sessionUserId(c.get('user'));
          return c.json(await discussion.send(userId, c.req.valid('param').id, c.req.valid('json')), 201);
        },
      )
  );
}
