import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { SessionResponse } from '../contracts';

/** Accounts and sessions. Real sessions (httpOnly cookie, server-side) come next. */
export function createAuthRoutes() {
  return new Hono<AppEnv>().get('/session', (c) => {
    const body: SessionResponse = { user: null };
    return c.json(body);
  });
}
