import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Runs the API's in-process engine benchmark (api/src/vet/availability/availability.bench.ts) and prints it. */
export function measureVetEngine(): void {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, 'src/vet/availability/availability.bench.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../api'),
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) process.stderr.write(result.stderr);
}
