import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIndexes } from './areas';
import { createTestSession, signInTestAdmin } from './auth';
import { AREAS } from './env';
import { IDEMPOTENCY_KEYS_COLLECTION } from './lib/idempotency';
import { MAX_BODY_BYTES } from './middleware/security';
import { exemptFromRateLimits } from './lib/rate-limit';
import { runSeeds } from './seed/run-seeds';
import { createTestApp, createTestDatabase, type TestDatabase } from './test-support/test-app';
import {
  type CallerName,
  contractWords,
  type FuzzCase,
  fuzzCases,
  type FuzzVocabulary,
} from './test-support/fuzz-requests';

/**
 * Every mounted route (new ones included: the list is the app's own) x operator injection, wrong types,
 * malformed ids and path parameters, deep and huge bodies, as a guest, as each kind of signed-in user and
 * as an admin, with and without an Idempotency-Key. Nothing may answer 5xx or log an unhandled error.
 * Deterministic (fixed seeds) and bounded (REQUESTS_PER_ROUTE cases a route, plus the fixed ones).
 */
const REQUESTS_PER_ROUTE = 9;
const ORIGIN = 'http://localhost';
const SEED_EMAILS: Record<Exclude<CallerName, 'guest' | 'admin'>, string> = {
  owner: 'owner1@petpal.demo',
  vet: 'vet1@petpal.demo',
  sitter: 'sitter1@petpal.demo',
  trainer: 'trainer1@petpal.demo',
  stylist: 'stylist1@petpal.demo',
  supplier: 'supplier@petpal.demo',
  pharmacist: 'pharmacist@petpal.demo',
};

interface Route {
  method: string;
  pattern: string;
  params: number;
  home: CallerName;
  bodyFields: string[];
  queryFields: string[];
}

interface Sent {
  route: string;
  status: number;
  request: string;
}

let test: TestDatabase;
let t: Awaited<ReturnType<typeof createTestApp>>;
let maps: Server;
let adminCookie: string;
const userIds = new Map<CallerName, unknown>();
const sent: Sent[] = [];

/** The caller a route is made for, by its path: a vet's practice, the supplier's products... */
function homeCaller(pattern: string): CallerName {
  const homes: [RegExp, CallerName][] = [
    [/^\/api\/admin\/|\/admin\//, 'admin'],
    [/\/vet\/practice/, 'vet'],
    [/stylist-practice/, 'stylist'],
    [/trainer-practice/, 'trainer'],
    [/\/care\/practice/, 'sitter'],
    [/supplier/, 'supplier'],
    [/pharmacy\/orders/, 'pharmacist'],
  ];
  return homes.find(([test]) => test.test(pattern))?.[1] ?? 'owner';
}

async function cookieOf(caller: CallerName): Promise<string | undefined> {
  if (caller === 'guest') return undefined;
  if (caller === 'admin') return adminCookie;
  // A fresh session every time: a fuzzed logout or password change must not turn the rest into guests.
  return createTestSession(test.db, userIds.get(caller) as Parameters<typeof createTestSession>[1]);
}

function pathOf(pattern: string, params: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => params[index++] ?? 'x');
}

/** An answer's text; an event stream is cancelled once its status is known (it would never end). */
async function textOf(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return res.text();
  await res.body?.cancel();
  return '';
}

/** Sends one request and reads the answer. */
async function send(route: Route, path: string, init: RequestInit, label: string): Promise<number> {
  const res = await t.app.request(`${ORIGIN}${path}`, init);
  await textOf(res);
  sent.push({ route: `${route.method} ${route.pattern}`, status: res.status, request: label });
  return res.status;
}

async function sendCase(route: Route, c: FuzzCase): Promise<number> {
  const cookie = await cookieOf(c.caller);
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (c.idempotencyKey !== undefined) headers['Idempotency-Key'] = c.idempotencyKey;
  let body: string | undefined;
  if (c.body) {
    headers['Content-Type'] = 'application/json';
    body = 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
  }
  const path = `${pathOf(route.pattern, c.params)}${c.query ? `?${c.query}` : ''}`;
  const label = `${c.caller} ${route.method} ${path.slice(0, 300)} ${(body ?? '').slice(0, 300)}`;
  return send(route, path, { method: route.method, headers, body }, label);
}

/** What a route's validators name when asked with nothing: its body and query fields. */
async function probe(route: Route): Promise<void> {
  const path = pathOf(route.pattern, Array(route.params).fill('000000000000000000000000'));
  const cookie = await cookieOf(route.home);
  const headers: Record<string, string> = { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  const write = route.method !== 'GET';
  if (write) headers['Content-Type'] = 'application/json';
  const res = await t.app.request(`${ORIGIN}${path}`, {
    method: route.method,
    headers,
    body: write ? '{}' : undefined,
  });
  const text = await textOf(res);
  sent.push({ route: `${route.method} ${route.pattern}`, status: res.status, request: `probe ${path}` });
  if (res.status !== 400) return;
  const fields = Object.keys((JSON.parse(text) as { error?: { fields?: object } }).error?.fields ?? {});
  (write ? route.bodyFields : route.queryFields).push(...fields.filter((f) => f !== 'body' && f !== 'query'));
}

/** Every 24-hex id the API shows a guest, an owner and the home callers: the fuzz's real ids. */
async function harvestIds(routes: readonly Route[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const route of routes.filter((r) => r.method === 'GET' && r.params === 0)) {
    for (const caller of new Set<CallerName>(['guest', route.home])) {
      const cookie = await cookieOf(caller);
      const res = await t.app.request(`${ORIGIN}${route.pattern}`, { headers: cookie ? { Cookie: cookie } : {} });
      for (const match of (await textOf(res)).matchAll(/"([a-f0-9]{24})"/g)) ids.add(match[1]!);
    }
  }
  return [...ids].sort();
}

/** Each route string hashed to a seed, so adding a route leaves every other route's cases unchanged. */
const seedOf = (text: string) => [...text].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0, 17);

beforeAll(async () => {
  maps = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ address: { city: 'Pune', state: 'Maharashtra', country: 'India' } }));
  });
  maps.listen(0, '127.0.0.1');
  await once(maps, 'listening');
  test = await createTestDatabase();
  await ensureIndexes(test.db, AREAS);
  await runSeeds(test.db);
  t = await createTestApp(test.db, { NOMINATIM_URL: `http://127.0.0.1:${(maps.address() as AddressInfo).port}` });
  // Every request comes from app.request's 'unknown' address: per-IP limits would end the fuzz early.
  exemptFromRateLimits(['unknown']);
  for (const [caller, email] of Object.entries(SEED_EMAILS)) {
    const user = await test.db.collection('users').findOne({ email });
    if (!user) throw new Error(`the seed has no ${email}`);
    userIds.set(caller as CallerName, user._id);
  }
  adminCookie = await signInTestAdmin(test.db, 'fuzz-admin@petpal.example');
}, 60_000);

afterAll(async () => {
  exemptFromRateLimits([]);
  await test.close();
  maps.close();
});

describe('every route, fuzzed', () => {
  it('answers bad input with a 4xx, never a 5xx or an unhandled error', async () => {
    const started = performance.now();
    const routes: Route[] = [
      ...new Map(
        t.app.routes
          .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
          .map((route) => [
            `${route.method} ${route.path}`,
            {
              method: route.method,
              pattern: route.path,
              params: (route.path.match(/:[A-Za-z]+/g) ?? []).length,
              home: homeCaller(route.path),
              bodyFields: [],
              queryFields: [],
            } satisfies Route,
          ]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) await probe(route);
    const vocabulary: FuzzVocabulary = {
      ...contractWords(),
      ids: [...(await harvestIds(routes)), '000000000000000000000000'],
    };

    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const wrong: string[] = [];
    const huge = JSON.stringify({ text: 'x'.repeat(2 * MAX_BODY_BYTES) });
    for (const route of routes) {
      for (const c of fc.sample(fuzzCases(route, vocabulary), {
        seed: seedOf(`${route.method} ${route.pattern}`),
        numRuns: REQUESTS_PER_ROUTE,
      })) {
        await sendCase(route, c);
      }
      if (route.method === 'GET') continue;
      // The issue's 500: a body nested 10,000 deep with an Idempotency-Key, signed in.
      const tooDeep = await sendCase(route, {
        caller: route.home,
        params: Array(route.params).fill('000000000000000000000000'),
        query: '',
        body: { raw: deep },
        idempotencyKey: 'fuzz-deep',
      });
      if (tooDeep !== 400) wrong.push(`${tooDeep} to a deep body: ${route.method} ${route.pattern}`);
      const tooBig = await sendCase(route, {
        caller: 'owner',
        params: Array(route.params).fill('000000000000000000000000'),
        query: '',
        body: { raw: huge },
        idempotencyKey: 'fuzz-huge',
      });
      // The image upload takes bodies up to 15 MB (decision 083): 2 MB of JSON is refused as not an image.
      const bigAnswer = route.pattern === '/api/images' ? 400 : 413;
      if (tooBig !== bigAnswer) wrong.push(`${tooBig} to a 2 MB body: ${route.method} ${route.pattern}`);
    }

    const failures = sent.filter((s) => s.status >= 500);
    const unhandled = t.log.lines.filter((line) => line.level === 'error');
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `fuzz: ${routes.length} routes, ${sent.length} requests, ${failures.length} 5xx, ${unhandled.length} unhandled errors, ${seconds} s`,
    );
    expect(failures.map((f) => `${f.status} ${f.request}`)).toEqual([]);
    expect(wrong).toEqual([]);
    expect(unhandled.map((line) => `${String(line.path)}: ${String(line.err)}`)).toEqual([]);
    // Nothing in the idempotency store came from the refused bodies.
    expect(
      await test.db
        .collection(IDEMPOTENCY_KEYS_COLLECTION)
        .countDocuments({ key: { $in: ['fuzz-deep', 'fuzz-huge'] } }),
    ).toBe(0);
  }, 180_000);
});
