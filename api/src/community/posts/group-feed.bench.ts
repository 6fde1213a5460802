/**
 * `npm run bench` (group-feed): a group with 10,000 posts; its feed's first page over real HTTP on 127.0.0.1,
 * 10 connections at once, against the API as `npm start` runs it (src/server.ts in a child process, embedded
 * engine in a temporary DATA_DIR), for a guest, for a signed-in member, and for a member while another
 * member likes and unlikes a post every 100 ms (each like re-ranks the feed). Bounded: 2,000 requests each. Prints requests/s, p50 and p99 and fails when a p99 reaches the budget (50 ms); a benchmark, not
 * a test. Run alone: `cd api && npx tsx src/community/posts/group-feed.bench.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ObjectId } from 'mongodb';
import { ensureIndexes } from '../../areas';
import { signInTestUser } from '../../auth';
import { openEmbeddedPort } from '../../data/embedded';
import { AREAS } from '../../env';
import { GROUPS_COLLECTION, type GroupDoc } from '../groups/groups.repository';
import { hotRank } from './hot-rank';
import { POSTS_COLLECTION, type PostDoc } from './posts.repository';

const POSTS = 10_000;
const CONNECTIONS = 10;
const REQUESTS = 2_000;
const P99_BUDGET_MS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The group, its 10,000 posts over the last 100 days, and a member's session, written before the API starts. */
async function seed(dataDir: string): Promise<{ groupId: string; postId: string; cookie: string; liker: string }> {
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
    for (let start = 0; start < POSTS; start += 1000) {
      const batch: PostDoc[] = [];
      for (let i = start; i < start + 1000; i++) {
        const createdAt = new Date(now - i * 864_000);
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
          photoIds: [],
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
    const top = await posts.findOne({}, { sort: { hot: -1 } });
    return { groupId: group._id.toHexString(), postId: top!._id.toHexString(), cookie, liker: liker.cookie };
  } finally {
    await db.close();
  }
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start within 30 s');
}

/** REQUESTS GETs of `path`, CONNECTIONS at a time over keep-alive sockets; each answer read in full. */
async function load(port: number, path: string, cookie?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples: number[] = [];
  let next = 0;
  let failures = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const request = http.get(
        { host: '127.0.0.1', port, path, agent, headers: cookie ? { Cookie: cookie } : {} },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failures++;
            samples.push(performance.now() - start);
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        failures++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) {
        next++;
        await one();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))]!;
  return { rps: Math.round(samples.length / seconds), p50: at(0.5), p99: at(0.99), failures };
}

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-feed-bench-'));
let over = false;
const { groupId, postId, cookie, liker } = await seed(dataDir);
const port = await freePort();
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
  const report = (viewer: string, { rps, p50, p99, failures }: Awaited<ReturnType<typeof load>>) => {
    if (p99 >= P99_BUDGET_MS || failures > 0) over = true;
    console.log(
      `  first page, ${viewer.padEnd(34)} ${String(rps).padStart(6)} req/s  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms${failures ? `  ${failures} failed` : ''}`,
    );
  };
  for (const [viewer, session] of [
    ['guest', undefined],
    ['signed-in member', cookie],
  ] as const) {
    await load(port, path, session);
    report(viewer, await load(port, path, session));
  }
  // Every like changes a post's rank, so the kept first page is read afresh after each one.
  let liking = true;
  const likes = (async () => {
    for (let n = 0; liking; n++) {
      await fetch(`http://127.0.0.1:${port}/api/community/posts/${postId}/like`, {
        method: n % 2 === 0 ? 'PUT' : 'DELETE',
        headers: { Cookie: liker },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  report('signed-in member, a like every 100 ms', await load(port, path, cookie));
  liking = false;
  await likes;
  console.log(`  budget: p99 under ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections: ${over ? 'EXCEEDED' : 'met'}`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (over) process.exitCode = 1;
