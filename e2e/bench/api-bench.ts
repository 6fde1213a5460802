import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Runs one of the API's in-process benchmarks (a `*.bench.ts` under api/src) and prints what it prints. */
export function runApiBench(file: string): void {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, file], {
    cwd: path.resolve(import.meta.dirname, '../../api'),
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) process.stderr.write(result.stderr);
}
