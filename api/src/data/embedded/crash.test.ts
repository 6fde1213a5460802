import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecords } from './records';
import { openEmbeddedPort } from './store';

const writerSource = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'petpal-crash-'));
const writer = join(root, 'crash-writer.mjs');

/**
 * Bundles the writer once with esbuild (the one tsx ships), `mongodb` standing for the `bson`
 * it re-exports (all the engine uses of it at run time): each round's process then starts with
 * plain node in a third of the CPU time, which is what bounds this test on a busy machine.
 */
async function bundleWriter(): Promise<void> {
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild') as {
    build(options: Record<string, unknown>): Promise<unknown>;
  };
  const bson = createRequire(require.resolve('mongodb')).resolve('bson');
  await esbuild.build({
    entryPoints: [writerSource],
    outfile: writer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: { mongodb: bson },
    logLevel: 'warning',
  });
}

interface Round {
  inserts: number[];
  counters: Map<string, number>;
}

/** A writer process started ahead of its round: its modules load while the previous round runs. */
function startWriter(dataDir: string) {
  // plain node on the bundle (not the tsx binary, which forks a grandchild that SIGKILL would miss)
  const child = spawn(process.execPath, [writer, dataDir, '32768'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<NodeJS.Signals | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve(signal));
  });
  return { child, closed, stderr: () => stderr };
}

/**
 * Lets a started writer open the database and SIGKILLs it once it acknowledged `killAfter`
 * writes (0: as soon as it starts opening, so the kill lands inside open's recovery and
 * compaction). Returns every acknowledged write.
 */
async function runAndKill(started: ReturnType<typeof startWriter>, killAfter: number): Promise<Round> {
  const { child } = started;
  const round: Round = { inserts: [], counters: new Map() };
  let acks = 0;
  let buffered = '';
  const kill = () => child.kill('SIGKILL');
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const [kind, a = '', b = ''] = line.split(' ');
      if (kind === 'loaded') child.stdin.write('go\n');
      if (kind === 'opening' && killAfter === 0) kill();
      if (kind === 'ack') round.inserts.push(Number(a));
      if (kind === 'count') round.counters.set(a, Math.max(round.counters.get(a) ?? 0, Number(b)));
      if (kind === 'ack' || kind === 'count') {
        acks++;
        if (acks === killAfter) kill();
      }
    }
  });
  const signal = await started.closed;
  if (signal !== 'SIGKILL') throw new Error(`writer exited without being killed: ${started.stderr()}`);
  return round;
}

/** Deterministic from a printed seed, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('embedded engine crash safety', () => {
  beforeAll(bundleWriter, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('loses no acknowledged write over repeated kill -9 of concurrent writers', { timeout: 180_000 }, async () => {
    const seed = Date.now() % 1_000_000;
    const next = random(seed);
    const lanes = 2; // two databases killed in parallel, each reopened where the last round left it
    const roundsPerLane = 12;
    const totals = { rounds: 0, acknowledged: 0, lost: 0, killedOpening: 0, warnings: 0 };
    const kills: number[] = [];

    async function lane(index: number): Promise<void> {
      const dataDir = join(root, `lane-${index}`);
      const everInserted: number[] = [];
      const counters = new Map<string, number>();
      let started = startWriter(dataDir);
      for (let round = 0; round < roundsPerLane; round++) {
        const killAfter = round % 4 === 3 ? 0 : 1 + Math.floor(next() * 400);
        kills.push(killAfter);
        const acked = await runAndKill(started, killAfter);
        if (round + 1 < roundsPerLane) started = startWriter(dataDir);
        everInserted.push(...acked.inserts);
        for (const [name, value] of acked.counters) counters.set(name, Math.max(counters.get(name) ?? 0, value));

        // Every file left behind parses (a torn final journal line is allowed).
        const dbDir = join(dataDir, 'crash');
        for (const file of readdirSync(dbDir).filter((name) => name.endsWith('.jsonl'))) {
          expect(() => readRecords(join(dbDir, file))).not.toThrow();
        }
        // Reopening must succeed (a crash at any moment leaves files the manifest accepts) and
        // hold every write acknowledged in any round so far.
        const db = await openEmbeddedPort({
          dataDir,
          dbName: 'crash',
          ttlSweepMs: 0,
          onWarning: () => totals.warnings++,
        });
        try {
          const items = db.collection<{ n: number }>('items');
          const present = new Set((await items.find({}, { projection: { n: 1 } }).toArray()).map((item) => item.n));
          const missing = everInserted.filter((n) => !present.has(n));
          const stored = new Map(
            (await db.collection<{ _id: string; v: number }>('counters').find({}).toArray()).map((doc) => [
              doc._id,
              doc.v,
            ]),
          );
          const behind = [...counters].filter(([name, value]) => (stored.get(name) ?? 0) < value);
          totals.rounds++;
          totals.acknowledged += acked.inserts.length + [...acked.counters.values()].length;
          totals.lost += missing.length + behind.length;
          if (killAfter === 0) totals.killedOpening++;
          expect(missing).toEqual([]);
          expect(behind).toEqual([]);
        } finally {
          await db.close();
        }
      }
    }

    await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
    console.info(
      `kill -9 loop (seed ${seed}): ${totals.rounds} rounds (${totals.killedOpening} killed while opening), ` +
        `${totals.acknowledged} acknowledged writes, ${totals.lost} lost, ${totals.warnings} torn-tail/recovery warnings; ` +
        `killed after ${kills.join(',')} acks`,
    );
    expect(totals.rounds).toBeGreaterThanOrEqual(20);
    expect(totals.lost).toBe(0);
  });
});
