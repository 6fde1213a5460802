import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** Development-only helpers under /api/dev; not mounted when NODE_ENV=production. */
export function createDevRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
