import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { Unauthorized } from '../../errors';
import { toSessionUser } from '../users/users.repository';
import { clearSessionCookie, readSessionCookie } from './session-cookie';
import type { SessionsService } from './sessions.service';

/** Resolves the session cookie into `c.var.user` (null for a guest); a dead cookie is cleared. */
export function loadSession(sessions: SessionsService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    const user = token ? await sessions.resolve(token) : null;
    c.set('user', user ? toSessionUser(user) : null);
    c.set('sessionToken', user && token ? token : null);
    if (token && !user) clearSessionCookie(c);
    await next();
  };
}

/** Routes behind this answer 401 to guests. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new Unauthorized('Please log in to continue.');
  await next();
};
