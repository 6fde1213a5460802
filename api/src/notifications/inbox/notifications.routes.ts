import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { MarkNotificationsReadInput } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { sessionUserId } from '../session-user';
import type { InboxService } from './notifications.service';

/** The signed-in user's bell: list, mark read (some or all), Clear All. */
export function createInboxRoutes(inbox: InboxService) {
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await inbox.list(sessionUserId(c.get('user')))))
    .post('/read', requireUser, validate('json', MarkNotificationsReadInput), async (c) =>
      c.json(await inbox.markRead(sessionUserId(c.get('user')), c.req.valid('json').ids)),
    )
    .post('/read-all', requireUser, async (c) => c.json(await inbox.markAllRead(sessionUserId(c.get('user')))))
    .post('/clear', requireUser, async (c) => c.json(await inbox.clear(sessionUserId(c.get('user')))));
}
