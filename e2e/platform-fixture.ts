import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portsFrom, startPlatform, type RunningPlatform } from '@petpal/platform';
import { apiProgram, ensureApiBuilt, root } from '@petpal/platform/ensure';

/** The composed site the suite shares; specs that stop servers start their own on another base port. */
export const e2eBasePort = Number(process.env.E2E_BASE_PORT ?? 9080);

/** The administrator of the shared site (tests/admin.spec.ts), made with `admin:create` before the API starts. */
export const e2eAdmin = { email: 'e2e-admin@petpal.example', password: 'e2e-admin-passphrase' } as const;

/** The API runs as test (the dev outbox the specs read) with the demo data; an unset NODE_ENV would be production. */
const apiEnv = (dataDir: string) => ({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED: 'true' });

/** Runs the admin:create CLI against the data the API will open (an existing admin is fine: MONGODB_URI runs). */
function createAdmin(dataDir: string): void {
  ensureApiBuilt();
  const result = spawnSync(
    process.execPath,
    [apiProgram('admin-create'), '--email', e2eAdmin.email, '--password', e2eAdmin.password],
    { cwd: path.join(root, 'api'), env: { ...process.env, ...apiEnv(dataDir) }, encoding: 'utf8' },
  );
  if (result.status !== 0 && !result.stderr.includes('already exists')) {
    throw new Error(`admin:create failed (${result.status}): ${result.stderr}`);
  }
}

export async function startTestPlatform(
  basePort: number,
  { admin = false }: { admin?: boolean } = {},
): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petpal-e2e-'));
  if (admin) createAdmin(dataDir);
  return startPlatform({
    ports: portsFrom(basePort),
    // The suite signs everyone up from this machine: per-IP limits would stop it (per-account ones still apply).
    apiEnv: { ...apiEnv(dataDir), RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1' },
    apiOutput: 'ignore',
  });
}
