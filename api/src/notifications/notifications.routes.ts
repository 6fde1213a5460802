import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';

/** Notifications and lost/found pet reports. Features arrive in later issues; the module mounts now. */
export function createNotificationsRoutes() {
  return new Hono<AppEnv>().get('/status', (c) => {
    const body: AreaStatus = { area: 'notifications', ready: true };
    return c.json(body);
  });
}
