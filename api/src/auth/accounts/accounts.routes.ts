import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { AuthDeps } from '../auth.routes';

export function createAccountsRoutes(_deps: AuthDeps) {
  return new Hono<AppEnv>();
}
