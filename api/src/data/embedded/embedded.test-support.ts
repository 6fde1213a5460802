import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type EmbeddedDataPort, type EmbeddedOptions, openEmbeddedPort } from './store';

/**
 * Engine tests' data directories (named `<prefix>…` in the temp folder) and ports over them; after each test
 * the ports are closed and the directories removed.
 * @example const { tempDir, open } = embeddedTestFiles('petpal-embedded-');
 */
export function embeddedTestFiles(prefix: string) {
  const dirs: string[] = [];
  const ports: EmbeddedDataPort[] = [];
  afterEach(async () => {
    for (const port of ports.splice(0)) await port.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async open(dataDir: string, extra: Partial<EmbeddedOptions> = {}): Promise<EmbeddedDataPort> {
      const port = await openEmbeddedPort({ dataDir, dbName: 'db', ttlSweepMs: 0, ...extra });
      ports.push(port);
      return port;
    },
  };
}
