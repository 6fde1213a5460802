import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAreas, ensureIndexes, startJobs } from './areas';
import { openDataPort } from './data/open-data-port';
import { type Env, EnvError, loadEnv } from './env';
import { exemptFromRateLimits } from './lib/rate-limit';
import { createLogger } from './lib/logger';
import { runSeeds } from './seed/run-seeds';
import { createAdminBootstrap } from './auth';

const log = createLogger();

function fail(msg: string, error: unknown): never {
  log.error(msg, { err: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const env = readEnv();
const db = await openDataPort(env, log).catch((error: unknown) => fail('could not open the database', error));
try {
  await ensureIndexes(db, env.API_AREAS);
  if (env.SEED) await runSeeds(db, { areas: env.API_AREAS });
} catch (error) {
  await db.close().catch(() => undefined);
  fail('could not prepare the database', error);
}

exemptFromRateLimits(env.RATE_LIMIT_EXEMPT_IPS);
const deps = { db, env, log };
const areas = createAreas(deps);
const app = createApp(deps, areas);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('api listening', { port: info.port, host: env.HOST, database: db.mode, version: env.APP_VERSION });
  // `npm run admin:create` cannot open a DATA_DIR this process holds: it asks this API instead (decision 052).
  if (db.mode === 'embedded') {
    createAdminBootstrap(db)
      .issue(env.DATA_DIR, info.port)
      .catch((error: unknown) => log.warn('could not write the admin bootstrap token', { err: String(error) }));
  }
});
const jobs = startJobs(areas, env.API_AREAS);
server.on('error', (error) => {
  void db.close().finally(() => fail('could not start the HTTP server', error));
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info('api stopping', { signal });
  // In-flight requests finish; a stuck connection cannot hold the process forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await jobs.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
