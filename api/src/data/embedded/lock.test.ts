import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const racerScript = fileURLToPath(new URL('./lock-racer.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A racer process and a way to send it a command and wait for its next line. */
function startRacer() {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', racerScript], {
    cwd: apiRoot,
  });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffered = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift();
      if (line !== undefined) return resolve(line);
      waiting.push(resolve);
      void exited.then(() => reject(new Error(`racer exited: ${stderr}`)));
    });
  return {
    nextLine,
    send: (command: string) => {
      child.stdin.write(`${command}\n`);
      return nextLine();
    },
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('data directory lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'petpal-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets exactly one of several processes take over a stale lock, every round', { timeout: 120_000 }, async () => {
    const racers = Array.from({ length: 4 }, startRacer);
    try {
      expect(await Promise.all(racers.map((racer) => racer.nextLine()))).toEqual(racers.map(() => 'ready'));
      const rounds = 20;
      const winners: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const lockDir = mkdtempSync(join(root, `r${round}-`));
        // A lock left by a process that no longer exists (no pid that large is alive); every
        // third round in the format before nonces, every fifth unreadable.
        const deadPid = 2_147_480_000 + round;
        const content =
          round % 5 === 4
            ? '{"pid":'
            : JSON.stringify(
                round % 3 === 2
                  ? { pid: deadPid, host: 'gone' }
                  : { pid: deadPid, host: 'gone', nonce: `dead${round}` },
              );
        writeFileSync(join(lockDir, 'LOCK'), content);
        // Odd rounds force the worst interleaving: every racer has judged the lock stale before any acts.
        const barrier = round % 2 === 1 ? ` ${mkdtempSync(join(root, `barrier${round}-`))} ${racers.length}` : '';
        const startAt = Date.now() + 60;
        const answers = await Promise.all(racers.map((racer) => racer.send(`race ${lockDir} ${startAt}${barrier}`)));
        expect(answers.filter((answer) => answer !== 'won' && answer !== 'lost')).toEqual([]);
        winners.push(answers.filter((answer) => answer === 'won').length);
        await Promise.all(racers.map((racer) => racer.send(`release ${lockDir}`)));
        // Nothing left behind once the winner released: no LOCK, no guard, no draft.
        expect(readdirSync(lockDir)).toEqual([]);
      }
      console.info(
        `lock takeover race: ${rounds} rounds x ${racers.length} processes, winners per round: ${winners.join(',')}`,
      );
      expect(winners).toEqual(Array.from({ length: rounds }, () => 1));
    } finally {
      await Promise.all(racers.map((racer) => racer.stop()));
    }
  });
});
