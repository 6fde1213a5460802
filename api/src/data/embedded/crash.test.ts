import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords } from './records';
import { openEmbeddedPort } from './store';

const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs the writer, SIGKILLs it `delayMs` after it is ready, returns every acknowledged n. */
function runAndKill(dataDir: string, delayMs: number): Promise<{ acked: number[]; startedWith: number }> {
  return new Promise((resolve, reject) => {
    // node --import tsx (not the tsx binary, which forks a grandchild that SIGKILL would miss)
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, '32768'], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let startedWith = -1;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [kind, value] = line.split(' ');
        if (kind === 'ack') acked.push(Number(value));
        if (kind === 'ready') {
          startedWith = Number(value);
          setTimeout(() => child.kill('SIGKILL'), delayMs);
        }
      }
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited without being killed: ${stderr}`));
      else resolve({ acked, startedWith });
    });
  });
}

describe('embedded engine crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'petpal-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([15, 120, 400, 900])('keeps every acknowledged insert when killed after %i ms', async (delayMs) => {
    const { acked, startedWith } = await runAndKill(dataDir, delayMs);
    expect(startedWith).toBeGreaterThanOrEqual(0);

    // Every file left behind parses (a torn final journal line is allowed).
    const dbDir = join(dataDir, 'crash');
    for (const file of readdirSync(dbDir).filter((name) => name.endsWith('.jsonl'))) {
      expect(() => readRecords(join(dbDir, file))).not.toThrow();
    }

    const db = await openEmbeddedPort({ dataDir, dbName: 'crash', ttlSweepMs: 0 });
    try {
      const items = db.collection<{ n: number }>('items');
      const present = new Set((await items.find({}, { projection: { n: 1 } }).toArray()).map((item) => item.n));
      const missing = acked.filter((n) => !present.has(n));
      expect(missing).toEqual([]);
      expect(present.size).toBeGreaterThanOrEqual(startedWith + acked.length);
    } finally {
      await db.close();
    }
  });
});
