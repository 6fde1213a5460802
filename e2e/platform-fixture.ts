import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portsFrom, startPlatform, type RunningPlatform } from '@petpal/shell/platform';

/** The composed site the suite shares; specs that stop servers start their own on another base port. */
export const e2eBasePort = Number(process.env.E2E_BASE_PORT ?? 9080);

export async function startTestPlatform(basePort: number): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petpal-e2e-'));
  return startPlatform({
    ports: portsFrom(basePort),
    // The suite signs everyone up from this machine: per-IP limits would stop it (per-account ones still apply).
    apiEnv: { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1' },
    apiOutput: 'ignore',
  });
}
