import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';

/**
 * The community area's composition root (groups, posts, playdates, adoption, to-dos). Nothing is built
 * yet, so its status says it is not ready; the remote shows its coming-soon state meanwhile.
 */
export function createCommunityArea() {
  return {
    routes: () =>
      new Hono<AppEnv>().get('/status', (c) => {
        const body: AreaStatus = { area: 'community', ready: false };
        return c.json(body);
      }),
  };
}

export type CommunityArea = ReturnType<typeof createCommunityArea>;
