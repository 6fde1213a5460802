/**
 * `npm run bench` (group-feed): a group with 100,000 posts over real HTTP on 127.0.0.1, against the API as
 * `npm start` runs it (src/server.ts in a child process with the Node flags of package.json's `start` script,
 * embedded engine in a temporary DATA_DIR, the posts written before it starts). At 10 connections: the feed's first page (kept in memory by the first-pages
 * cache, decision 040), page 2 (a cursor: always the engine), and the first page while another member likes
 * and unlikes a post every 100 ms (each like drops the kept page, so most of these reach the engine). Then
 * `/api/health` idle and while five members scroll the feed page after page, in alternating rounds, medians
 * printed. The liker and the scrollers run in a process of their own (group-feed.clients.ts), so this process's
 * event loop only sends and times the measured requests (decision 115). Memory: the heap the posts take (heapUsed delta after a GC) per 100,000 posts, measured while seeding.
 * Budgets (issue 21): every feed page p99 <= 10 ms; health p99 with five scrollers <= 2x its idle p99 in the
 * same run. A benchmark, not a test: exits non-zero only when a budget is missed.
 * Run alone: `cd api && npx tsx src/community/posts/group-feed.bench.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ObjectId } from 'mongodb';
import { ensureIndexes } from '../../areas';
import { signInTestUser } from '../../auth';
import { openEmbeddedPort } from '../../data/embedded';
import { AREAS } from '../../env';
import { GROUPS_COLLECTION, type GroupDoc } from '../groups/groups.repository';
import { openGetConnection } from './group-feed.connection';
import { hotRank } from './hot-rank';
import { POSTS_COLLECTION, type PostDoc } from './posts.repository';

const POSTS = 100_000;
const BATCH = 2_000;
const CONNECTIONS = 10;
const SCROLLERS = 5;
/** Each load stops at whichever comes first. */
const REQUESTS = 2_000;
const SECONDS = 8;
const ROUNDS = 3;
const FEED_P99_BUDGET_MS = 10;
const HEALTH_RATIO_BUDGET = 2;

/** The heap in use after a full GC (V8's gc exposed at run time; no flag needed on the command line). */
function settledHeap(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The group, its posts over the last 100 days, and a member's session, written before the API starts. */
async function seed(
  dataDir: string,
): Promise<{ groupId: string; postId: string; cookie: string; liker: string; heapPer100k: number }> {
  const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
  try {
    await ensureIndexes(db, AREAS);
    const { user, cookie } = await signInTestUser(db, 'feed-bench@example.com', 'pet_owner');
    const liker = await signInTestUser(db, 'feed-bench-liker@example.com', 'pet_owner');
    const now = Date.now();
    const group: GroupDoc = {
      _id: new ObjectId(),
      name: 'Bench Dog Walkers',
      nameKey: 'bench dog walkers|pune',
      description: 'Morning walks around the city.',
      topic: 'dogs',
      city: 'Pune',
      cityKey: 'pune',
      createdBy: user._id,
      moderatorIds: [user._id],
      memberCount: 1,
      postCount: POSTS,
      createdAt: new Date(now - 200 * 86_400_000),
    };
    await db.collection<GroupDoc>(GROUPS_COLLECTION).insertOne(group);
    const posts = db.collection<PostDoc>(POSTS_COLLECTION);
    const heapBefore = settledHeap();
    for (let start = 0; start < POSTS; start += BATCH) {
      const batch: PostDoc[] = [];
      for (let i = start; i < start + BATCH; i++) {
        const createdAt = new Date(now - i * 86_400);
        const likeCount = (i * 7) % 40;
        const commentCount = (i * 3) % 12;
        batch.push({
          _id: new ObjectId(),
          groupId: group._id,
          groupName: group.name,
          authorId: user._id,
          authorName: 'Bench Walker',
          title: `Walk number ${i}`,
          body: 'Meet at the park gate at 7. Bring water and treats; the route is about 3 km.',
          photos: [],
          likeCount,
          commentCount,
          flagCount: 0,
          hidden: false,
          hot: hotRank(likeCount, commentCount, createdAt),
          createdAt,
          editedAt: null,
        });
      }
      await posts.insertMany(batch);
    }
    const heapPer100k = ((settledHeap() - heapBefore) * 100_000) / POSTS;
    const top = await posts.findOne({ groupId: group._id, hidden: false }, { sort: { hot: -1, _id: -1 } });
    return {
      groupId: group._id.toHexString(),
      postId: top!._id.toHexString(),
      cookie,
      liker: liker.cookie,
      heapPer100k,
    };
  } finally {
    await db.close();
  }
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start within 120 s');
}

/**
 * GETs of `path` (REQUESTS, or SECONDS, whichever ends first), CONNECTIONS at a time over keep-alive sockets;
 * each answer read in full (group-feed.connection.ts: a lighter client than node:http, decision 115).
 */
async function load(port: number, path: string, cookie?: string) {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      let connection: Awaited<ReturnType<typeof openGetConnection>> | null = null;
      while (next < REQUESTS && performance.now() - started < SECONDS * 1000) {
        next++;
        const start = performance.now();
        try {
          connection ??= await openGetConnection(port, path, cookie);
          if ((await connection.get()) !== 200) failures++;
          samples.push(performance.now() - start);
        } catch {
          failures++;
          connection?.close();
          connection = null;
        }
      }
      connection?.close();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  samples.sort((a, b) => a - b);
  // No answer at all (every request timed out) counts as an infinite latency.
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? Infinity;
  // The load generator's own CPU per request (this process): what it adds to the machine the API shares.
  const clientUs = Math.round((cpu.user + cpu.system) / Math.max(1, samples.length));
  return { rps: Math.round(samples.length / seconds), p50: at(0.5), p99: at(0.99), failures, clientUs };
}

type Load = Awaited<ReturnType<typeof load>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

function line(label: string, { rps, p50, p99, failures, clientUs }: Load): string {
  return `  ${label.padEnd(44)} ${String(rps).padStart(6)} req/s  p50 ${ms(p50)}  p99 ${ms(p99)}  (bench ${clientUs} µs CPU/req)${failures ? `  ${failures} failed` : ''}`;
}

/**
 * Other users in a process of their own (group-feed.clients.ts: scrollers, or a liker), so their work never runs
 * on this process's event loop, whose timings are the figures. Resolves once they are under way.
 */
async function otherUsers(...args: string[]): Promise<{ stop: () => Promise<number> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/community/posts/group-feed.clients.ts', ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    });
    child.once('exit', () => reject(new Error(`the bench's other users (${args[0]}) stopped before starting`)));
  });
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return (JSON.parse(out.slice('ready\n'.length)) as { requests: number }).requests;
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-feed-bench-'));
const missed: string[] = [];
const { groupId, postId, cookie, liker, heapPer100k } = await seed(dataDir);
const port = await freePort();
/** The Node flags `npm start` gives the API (package.json's `start` script, decision 092). */
const startFlags = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
const api = spawn(process.execPath, [...startFlags, '--import', 'tsx', 'src/server.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
  },
  // The API logs every request to stdout: dropped, so the bench prints only its figures.
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(port);
  const path = `/api/community/groups/${groupId}/posts`;
  console.log(`group feed: ${POSTS.toLocaleString('en')} posts in one group, ${CONNECTIONS} connections`);
  const feedPage = (label: string, result: Load) => {
    console.log(line(label, result));
    if (result.p99 > FEED_P99_BUDGET_MS || result.failures > 0) missed.push(label);
  };

  await load(port, path, cookie);
  feedPage('first page (kept page), member', await load(port, path, cookie));

  const first = (await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Cookie: cookie } })).json()) as {
    nextCursor: string;
  };
  const page2 = `${path}?cursor=${encodeURIComponent(first.nextCursor)}`;
  await load(port, page2, cookie);
  feedPage('page 2 (cursor), member', await load(port, page2, cookie));

  // Every like changes a post's rank, so the kept first page is read afresh after each one.
  const likes = await otherUsers('like', String(port), `/api/community/posts/${postId}/like`, liker);
  feedPage('first page, a like every 100 ms', await load(port, path, cookie));
  await likes.stop();

  // Health idle and under five scrollers, alternating rounds in this one process; medians compared.
  const idle: Load[] = [];
  const busy: Load[] = [];
  let scrolled = 0;
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(await load(port, '/api/health'));
    const scrollers = await otherUsers('scroll', String(port), path, cookie, String(SCROLLERS));
    busy.push(await load(port, '/api/health'));
    scrolled += await scrollers.stop();
  }
  const idleP99 = median(idle.map((r) => r.p99));
  const busyP99 = median(busy.map((r) => r.p99));
  const ratio = busyP99 / idleP99;
  console.log(
    line('/api/health idle (median of rounds)', {
      ...idle[0]!,
      rps: median(idle.map((r) => r.rps)),
      p50: median(idle.map((r) => r.p50)),
      p99: idleP99,
    }),
  );
  console.log(
    line(`/api/health, ${SCROLLERS} scrolling (median of rounds)`, {
      ...busy[0]!,
      rps: median(busy.map((r) => r.rps)),
      p50: median(busy.map((r) => r.p50)),
      p99: busyP99,
    }),
  );
  console.log(
    `  health p99 ratio, ${SCROLLERS} scrollers / idle: ${ratio.toFixed(2)}x (${ROUNDS} alternating rounds; ${scrolled} feed pages scrolled)`,
  );
  if (ratio > HEALTH_RATIO_BUDGET || busy.some((r) => r.failures > 0)) missed.push('health under scrollers');
  console.log(`  memory: ${(heapPer100k / 1_048_576).toFixed(0)} MB heap per 100,000 posts (heapUsed delta after GC)`);
  console.log(
    `  budgets: feed pages p99 <= ${FEED_P99_BUDGET_MS} ms, health p99 <= ${HEALTH_RATIO_BUDGET}x idle: ${missed.length ? `MISSED (${missed.join('; ')})` : 'met'}`,
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed.length > 0) process.exitCode = 1;
