import type { RequestIdVariables } from 'hono/request-id';
import type { DataPort } from './data/port';
import type { Env } from './env';
import type { Logger } from './lib/logger';

/** Hono's Env for every route module. */
export type AppEnv = { Variables: RequestIdVariables };

/** What createApp and each area's routes are built from. */
export interface AppDeps {
  db: DataPort;
  env: Env;
  log: Logger;
}
