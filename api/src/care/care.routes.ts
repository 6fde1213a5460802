import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';

/** Pet sitters, trainers, stylists and emergency services. Features arrive in later issues; the module mounts now. */
export function createCareRoutes() {
  return new Hono<AppEnv>().get('/status', (c) => {
    const body: AreaStatus = { area: 'care', ready: true };
    return c.json(body);
  });
}
