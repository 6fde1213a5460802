import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedPort } from './embedded';
import { describePortContract } from './port.contract';
import { describeFilesContract } from './port.files-contract';

const fixture = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'petpal-port-'));
  return {
    open: () => openEmbeddedPort({ dataDir, dbName: 'contract', ttlSweepMs: 0 }),
    destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

describePortContract('embedded', fixture);
describeFilesContract('embedded', fixture);
