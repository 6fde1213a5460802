/**
 * Prints the ledger check over the configured database and exits 1 when the money does not add up:
 * `pnpm --filter @petpal/api ledger:check`. With the embedded engine, stop the API first (one process per
 * DATA_DIR), or read GET /api/dev/ledger of a development API instead.
 */
import { openDataPort } from '../data/open-data-port';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { checkLedger } from './ledger-check';

const log = createLogger();
try {
  const db = await openDataPort(loadEnv(), log);
  try {
    const report = await checkLedger(db);
    log.info('ledger check', { ...report });
    if (report.problems.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
} catch (error) {
  log.error('ledger check failed', { err: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
}
