import type { RequestIdVariables } from 'hono/request-id';
import type { SessionUser } from '@petpal/contracts';
import type { DataPort } from './data/port';
import type { Env } from './env';
import type { Logger } from './lib/logger';

/** Hono's Env for every route module. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** The signed-in user, or null for a guest (set for every /api request). */
    user: SessionUser | null;
    /** The raw session token of this request, to revoke it on logout. */
    sessionToken: string | null;
  };
};

/** What createApp and each area's routes are built from. */
export interface AppDeps {
  db: DataPort;
  env: Env;
  log: Logger;
}
