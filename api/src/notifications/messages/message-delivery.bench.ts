/**
 * `npm run bench` (messages): message delivery latency to a connected SSE client (docs/decisions/085). Pairs
 * of an owner and a sitter; each sitter holds GET /api/notifications/stream open on one API served over real
 * HTTP on 127.0.0.1 (embedded engine in a temporary DATA_DIR). Owners send one message at a time through
 * POST /api/messages/conversations/:id/messages; each is timed from the moment the POST starts to its `message`
 * event at the sitter's stream (request, insert, bell notice, change event, SSE write). Prints p50/p99/max.
 * A benchmark, not a test. Run alone: `cd api && npx tsx src/notifications/messages/message-delivery.bench.ts [pairs] [messages]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createAuthArea, prepareAuthArea, signInTestUser, verifyTestProvider } from '../../auth';
import { openEmbeddedPort } from '../../data/embedded';
import { loadEnv } from '../../env';
import { createOnError } from '../../errors';
import { ensureRateLimitIndexes } from '../../lib/rate-limit';
import { createMemoryLogger } from '../../lib/logger';
import { createNotificationsArea, prepareNotificationsArea } from '../notifications-area';

const pairs = Number(process.argv[2] ?? 20);
const messagesToSend = Number(process.argv[3] ?? 300);

const dataDir = mkdtempSync(join(tmpdir(), 'petpal-messages-bench-'));
const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
await prepareAuthArea(db);
await prepareNotificationsArea(db);
await ensureRateLimitIndexes(db);
const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: dataDir });
const log = createMemoryLogger();
const auth = createAuthArea({ db, env, log });
const area = createNotificationsArea(
  { db, env, log },
  { auth: auth.facade, mailer: { send: () => Promise.resolve() } },
);
const app = new Hono<AppEnv>();
app.use('/api/*', auth.loadSession);
app.onError(createOnError(log));
app.route('/api/notifications', area.routes());
app.route('/api/messages', area.messages.routes());
const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => listening.once('listening', resolve));
const address = listening.address();
const port = typeof address === 'object' && address ? address.port : 0;

function call(method: string, path: string, cookie: string, body?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** One sitter's stream: resolves `waiters[text]` when a `message` event with that text arrives. */
const waiters = new Map<string, (at: number) => void>();
function connect(cookie: string, onReady: () => void): http.ClientRequest {
  const request = http.get(
    { host: '127.0.0.1', port, path: '/api/notifications/stream', agent: false, headers: { Cookie: cookie } },
    (response) => {
      response.setEncoding('utf8');
      let pending = '';
      let ready = false;
      response.on('data', (chunk: string) => {
        const at = performance.now();
        const blocks = (pending + chunk).split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name === 'unread' && !ready) {
            ready = true;
            onReady();
          } else if (name === 'message') {
            const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as { message?: { text?: string } };
            const text = data.message?.text ?? '';
            waiters.get(text)?.(at);
            waiters.delete(text);
          }
        }
      });
    },
  );
  request.on('error', () => undefined);
  return request;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const streams: http.ClientRequest[] = [];
try {
  const conversations: { ownerCookie: string; id: string }[] = [];
  let ready = 0;
  const allReady = new Promise<void>((resolve) => {
    void (async () => {
      for (let i = 0; i < pairs; i++) {
        const owner = await signInTestUser(db, `bench-owner-${i}@example.com`, 'pet_owner');
        const sitter = await signInTestUser(db, `bench-sitter-${i}@example.com`, 'pet_sitter');
        const record = await verifyTestProvider(db, 'pet_sitter', sitter.user._id);
        const opened = await call('POST', '/api/messages/conversations', owner.cookie, {
          providerKind: 'sitter',
          providerId: record._id.toHexString(),
        });
        conversations.push({ ownerCookie: owner.cookie, id: (JSON.parse(opened.body) as { id: string }).id });
        streams.push(connect(sitter.cookie, () => ++ready === pairs && resolve()));
      }
    })();
  });
  await allReady;

  const latencies: number[] = [];
  for (let n = 0; n < messagesToSend; n++) {
    const { ownerCookie, id } = conversations[n % pairs]!;
    const text = `Bench message ${n}`;
    const delivered = new Promise<number>((resolve, reject) => {
      waiters.set(text, resolve);
      setTimeout(() => reject(new Error(`message ${n} not delivered within 10 s`)), 10_000).unref();
    });
    const start = performance.now();
    const sent = await call('POST', `/api/messages/conversations/${id}/messages`, ownerCookie, { text });
    if (sent.status !== 201) throw new Error(`send answered ${sent.status}: ${sent.body}`);
    latencies.push((await delivered) - start);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${messagesToSend} messages over ${pairs} conversations, one at a time: delivery to the connected recipient p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  for (const stream of streams) stream.destroy();
  listening.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
