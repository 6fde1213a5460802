/**
 * Seeds the configured database: `pnpm --filter @petpal/api seed [-- --reset]`.
 * With the embedded engine, stop the API first (one process per DATA_DIR).
 */
import { ensureIndexes } from '../areas';
import { openDataPort } from '../data/open-data-port';
import { AREAS, loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { runSeeds } from './run-seeds';

const log = createLogger();
const reset = process.argv.includes('--reset');

try {
  const env = loadEnv();
  // The demo accounts share a published password.
  if (env.NODE_ENV === 'production')
    throw new Error('the demo data is never seeded in production (NODE_ENV=production)');
  const db = await openDataPort(env, log);
  try {
    await ensureIndexes(db, AREAS);
    const outcomes = await runSeeds(db, { reset, areas: AREAS });
    log.info('seed finished', { database: db.mode, reset, outcomes });
  } finally {
    await db.close();
  }
} catch (error) {
  log.error('seed failed', { err: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
}
