import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { ensureIndexes } from '../areas';
import { openEmbeddedPort } from '../data/embedded';
import type { DataPort } from '../data/port';
import { type EnvSource, loadEnv } from '../env';
import { createMemoryLogger } from '../lib/logger';
import { runSeeds } from '../seed/run-seeds';
import { supportSeeder } from '../support';

export interface TestDatabase {
  db: DataPort;
  close(): Promise<void>;
}

/** A seeded embedded database in a fresh temp directory. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petpal-api-test-'));
  const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
  return {
    db,
    close: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The address the shell's /api proxy connects from; `TRUST_PROXY: SHELL_PROXY` trusts it, as `npm start` does. */
export const SHELL_PROXY = '127.0.0.1';

/**
 * app.request()'s bindings as the node adapter gives them, so a test chooses the TCP peer (app.request()
 * alone has no socket: its peer is 'unknown', never a trusted proxy).
 * @example app.request('/api/support/contact', init, fromPeer(SHELL_PROXY))
 */
export const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/**
 * An app over `db` (indexes ensured, the support area's seed run: FAQ entries; the demo vets and owners
 * would only get in the way of tests that count users or records), with a memory logger.
 * @example const { app } = await createTestApp(db, { CORS_ORIGINS: 'https://partner.example' })
 */
export async function createTestApp(db: DataPort, env: EnvSource = {}) {
  const config = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir(), ...env });
  await ensureIndexes(db, config.API_AREAS);
  await runSeeds(db, { areas: config.API_AREAS, seeders: [supportSeeder] });
  const log = createMemoryLogger();
  return { app: createApp({ db, env: config, log }), db, log, env: config };
}
