/**
 * `npm run bench` (sse-fanout): 1,000 signed-in users hold GET /api/notifications/stream open on one API
 * process (real HTTP on 127.0.0.1, embedded engine in a temporary DATA_DIR); a notification sent to all of
 * them (one notifyMany) is timed from the send to its `notification` event at each client. The clients run
 * in this process, the API in a child process. Prints p50/p99/max per round; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/notifications/live/sse-fanout.bench.ts [clients] [rounds]`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createAuthArea, prepareAuthArea, signInTestUser } from '../../auth';
import { openEmbeddedPort } from '../../data/embedded';
import { loadEnv } from '../../env';
import { createOnError } from '../../errors';
import { createMemoryLogger } from '../../lib/logger';
import { createNotificationsArea, prepareNotificationsArea } from '../notifications-area';

type ToParent = { kind: 'ready'; port: number; cookies: string[] } | { kind: 'sent'; at: number; ms: number };
type ToServer = { kind: 'notify'; round: number } | { kind: 'stop' };

const ROUND_TIMEOUT_MS = 30_000;

async function server(clients: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petpal-sse-bench-'));
  const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
  await prepareAuthArea(db);
  await prepareNotificationsArea(db);
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
  const log = createMemoryLogger();
  const auth = createAuthArea({ db, env, log });
  const area = createNotificationsArea({ db, env, log }, { auth: auth.facade });
  const app = new Hono<AppEnv>();
  app.use('/api/*', auth.loadSession);
  app.onError(createOnError(log));
  app.route('/api/notifications', area.routes());

  const users: Awaited<ReturnType<typeof signInTestUser>>[] = [];
  for (let i = 0; i < clients; i++) users.push(await signInTestUser(db, `sse-bench-${i}@example.com`, 'pet_owner'));
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    send({ kind: 'ready', port: info.port, cookies: users.map((u) => u.cookie) });
  });

  function send(message: ToParent) {
    process.send!(message);
  }
  process.on('message', (message: ToServer) => {
    if (message.kind === 'stop') {
      listening.close();
      void db.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
      return;
    }
    const at = Date.now();
    const start = performance.now();
    void area.service
      .notifyMany(
        users.map((u) => u.user._id),
        { type: 'report_updated', title: `Round ${message.round}`, message: 'A report you follow was updated.' },
      )
      .then(() => send({ kind: 'sent', at, ms: performance.now() - start }));
  });
}

/** One SSE client: calls `onEvent(name, receivedAt)` for each event it reads. */
function connect(port: number, cookie: string, onEvent: (name: string, at: number) => void): http.ClientRequest {
  const request = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/notifications/stream',
      headers: { Cookie: cookie, Accept: 'text/event-stream' },
      agent: false,
    },
    (response) => {
      if (response.statusCode !== 200) throw new Error(`stream answered ${response.statusCode}`);
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) onEvent(name, at);
        }
      });
    },
  );
  request.on('error', () => undefined);
  return request;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(clients: number, rounds: number): Promise<void> {
  const child: ChildProcess = fork(import.meta.filename, ['server', String(clients)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <K extends ToParent['kind']>(kind: K) =>
    new Promise<Extract<ToParent, { kind: K }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${kind} from the API process`)), 300_000);
      const onMessage = (message: ToParent) => {
        if (message.kind !== kind) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message as Extract<ToParent, { kind: K }>);
      };
      child.on('message', onMessage);
    });
  const requests: http.ClientRequest[] = [];
  try {
    const { port, cookies } = await next('ready');
    // Each connection is ready once its first `unread` state has arrived.
    let ready = 0;
    let round: { received: number[]; done: () => void } | null = null;
    const allReady = new Promise<void>((resolve) => {
      cookies.forEach((cookie, i) => {
        let first = true;
        requests[i] = connect(port, cookie, (name, at) => {
          if (name === 'unread' && first) {
            first = false;
            if (++ready === clients) resolve();
          }
          if (name === 'notification' && round) {
            round.received.push(at);
            if (round.received.length === clients) round.done();
          }
        });
      });
    });
    const openStart = performance.now();
    await allReady;
    console.log(
      `  ${clients.toLocaleString('en')} streams open on one API process in ${((performance.now() - openStart) / 1000).toFixed(1)} s`,
    );

    const all: number[] = [];
    for (let r = 1; r <= rounds; r++) {
      const received: number[] = [];
      const finished = new Promise<void>((resolve, reject) => {
        round = { received, done: resolve };
        setTimeout(() => reject(new Error(`round ${r}: ${received.length} of ${clients} delivered`)), ROUND_TIMEOUT_MS);
      });
      const sentReply = next('sent');
      child.send({ kind: 'notify', round: r } satisfies ToServer);
      const sent = await sentReply;
      await finished;
      round = null;
      const latencies = received.map((at) => at - sent.at).sort((a, b) => a - b);
      all.push(...latencies);
      console.log(
        `  round ${r}: delivered to ${latencies.length}, p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms, max ${latencies.at(-1)} ms (inserts took ${sent.ms.toFixed(0)} ms)`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `  all rounds: p50 ${percentile(all, 0.5)} ms, p99 ${percentile(all, 0.99)} ms (target: p99 under 1,000 ms)`,
    );
  } finally {
    for (const request of requests) request?.destroy();
    if (child.connected) child.send({ kind: 'stop' } satisfies ToServer);
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv[2] === 'server') await server(Number(process.argv[3]));
else await main(Number(process.argv[2] ?? 1000), Number(process.argv[3] ?? 5));
