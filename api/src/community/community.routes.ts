import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';

/** Groups, posts, playdates, adoption and to-dos. Features arrive in later issues; the module mounts now. */
export function createCommunityRoutes() {
  return new Hono<AppEnv>().get('/status', (c) => {
    const body: AreaStatus = { area: 'community', ready: true };
    return c.json(body);
  });
}
