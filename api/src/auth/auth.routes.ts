import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { SessionResponse, SignedOut } from '../contracts';
import { clearSessionCookie } from './sessions/session-cookie';
import type { SessionsService } from './sessions/sessions.service';

export interface AuthDeps extends AppDeps {
  sessions: SessionsService;
}

/** Accounts and sessions under /api/auth. */
export function createAuthRoutes({ sessions }: AuthDeps) {
  return new Hono<AppEnv>()
    .get('/session', (c) => {
      const body: SessionResponse = { user: c.get('user') };
      return c.json(body);
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await sessions.revoke(token);
      clearSessionCookie(c);
      const body: SignedOut = { signedOut: true };
      return c.json(body);
    });
}
