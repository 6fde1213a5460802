import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { NoticePreferences } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { sessionUserId } from '../session-user';
import type { NoticePreferencesRepository } from './notice-preferences.repository';

/** /preferences: the kinds of notice the signed-in user muted (docs/decisions/082). */
export function createNoticePreferencesRoutes(preferences: NoticePreferencesRepository, now: () => Date) {
  const answer = async (userId: ObjectId): Promise<NoticePreferences> => ({ muted: await preferences.mutedBy(userId) });
  return new Hono<AppEnv>()
    .get('/preferences', requireUser, async (c) => c.json(await answer(sessionUserId(c.get('user')))))
    .put('/preferences', requireUser, validate('json', NoticePreferences), async (c) => {
      const userId = sessionUserId(c.get('user'));
      await preferences.save(userId, c.req.valid('json').muted, now());
      return c.json(await answer(userId));
    });
}
