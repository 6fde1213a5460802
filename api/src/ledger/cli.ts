/**
 * Prints the ledger check over the configured database and exits 1 when the money does not add up:
 * `pnpm --filter @petpal/api ledger:check`. With the embedded engine, stop the API first (one process per
 * DATA_DIR), or read GET /api/dev/ledger of a development API instead.
 */
import { openDataPort } from '../data/open-data-port';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createPaymentProvider } from '../payments';
import { checkLedger } from './ledger-check';

const log = createLogger();
try {
  const env = loadEnv();
  const db = await openDataPort(env, log);
  try {
    // The same provider the API builds from this environment: Stripe's (or the stand-in's) lists, and the sandbox's.
    const report = await checkLedger(db, createPaymentProvider(db, env));
    log.info('ledger check', { ...report });
    if (report.problems.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
} catch (error) {
  log.error('ledger check failed', { err: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
}
