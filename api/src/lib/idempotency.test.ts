import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOnError } from '../errors';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import {
  ensureIdempotencyIndexes,
  IDEMPOTENCY_KEYS_COLLECTION,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  idempotency,
  IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
} from './idempotency';
import { createMemoryLogger } from './logger';

let test: TestDatabase;
let clock: number;
beforeEach(async () => {
  test = await createTestDatabase();
  await ensureIdempotencyIndexes(test.db);
  clock = Date.UTC(2026, 10, 22, 12);
});
afterEach(() => test.close());

/** A route that counts its runs and answers what `answer` says; `gate` can hold it in flight. */
function harness(options: { omitFields?: string[] } = {}) {
  const state = {
    runs: 0,
    answer: { status: 201, body: {} as unknown },
    gate: Promise.resolve(),
  };
  const app = new Hono()
    .post('/things', idempotency(test.db, { scope: 'things', now: () => new Date(clock), ...options }), async (c) => {
      state.runs += 1;
      const run = state.runs;
      await state.gate;
      if (state.answer.status >= 500) throw new Error('boom');
      return c.json({ run, ...(state.answer.body as object) }, state.answer.status as 201);
    })
    .post('/other', idempotency(test.db, { scope: 'other' }), (c) => c.json({ other: true }));
  app.onError(createOnError(createMemoryLogger()));
  const send = (body: unknown, key?: string, path = '/things') =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    });
  return { state, send };
}

describe('idempotency', () => {
  it('runs every request without a key', async () => {
    const { state, send } = harness();
    await send({ a: 1 });
    await send({ a: 1 });
    expect(state.runs).toBe(2);
  });

  it('replays the first status and body to a retry with the same key and body (key order aside)', async () => {
    const { state, send } = harness();
    const first = await send({ a: 1, b: [1, { c: 2, d: 3 }] }, 'key-1');
    expect(first.status).toBe(201);
    const retry = await send({ b: [1, { d: 3, c: 2 }], a: 1 }, 'key-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toMatch(/application\/json/);
    expect(await retry.json()).toEqual(await first.json());
    expect(state.runs).toBe(1);

    expect((await send({ a: 1 }, 'key-2')).status).toBe(201);
    expect(state.runs).toBe(2);
    // Scopes are separate namespaces.
    expect(await (await send({ a: 1 }, 'key-1', '/other')).json()).toEqual({ other: true });
  });

  it('refuses the same key with a different body (422)', async () => {
    const { state, send } = harness();
    await send({ a: 1 }, 'key-1');
    const reused = await send({ a: 2 }, 'key-1');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: { code: 'idempotency_key_reused', message: KEY_REUSED_MESSAGE } });
    expect(state.runs).toBe(1);
  });

  it('answers 409 while the first request is in flight, then replays it', async () => {
    const { state, send } = harness();
    let release = () => {};
    state.gate = new Promise((resolve) => (release = resolve));
    const first = send({ a: 1 }, 'key-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const duplicate = await send({ a: 1 }, 'key-1');
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: { code: 'idempotency_in_progress', message: IN_PROGRESS_MESSAGE },
    });
    release();
    expect((await first).status).toBe(201);
    expect((await send({ a: 1 }, 'key-1')).headers.get('idempotent-replayed')).toBe('true');
    expect(state.runs).toBe(1);
  });

  it('keeps client errors but not 429 or 5xx, which a retry runs again', async () => {
    const { state, send } = harness();
    state.answer = { status: 409, body: { taken: true } };
    await send({ a: 1 }, 'conflict');
    expect((await send({ a: 1 }, 'conflict')).status).toBe(409);
    expect(state.runs).toBe(1);

    state.answer = { status: 500, body: {} };
    expect((await send({ a: 1 }, 'failing')).status).toBe(500);
    state.answer = { status: 201, body: {} };
    expect((await send({ a: 1 }, 'failing')).status).toBe(201);
    expect(state.runs).toBe(3);

    state.answer = { status: 429, body: {} };
    await send({ a: 1 }, 'limited');
    state.answer = { status: 201, body: {} };
    expect((await send({ a: 1 }, 'limited')).status).toBe(201);
    expect(state.runs).toBe(5);
  });

  it('forgets a key after 24 hours, and lets a retry take over a request abandoned past its lease', async () => {
    const { state, send } = harness();
    await send({ a: 1 }, 'key-1');
    clock += IDEMPOTENCY_TTL_MS;
    await send({ a: 2 }, 'key-1');
    expect(state.runs).toBe(2);

    // A process died mid-request: its record stays in progress.
    const fingerprint = await fingerprintOfRun(send);
    await test.db.collection(IDEMPOTENCY_KEYS_COLLECTION).insertOne({
      scope: 'things',
      key: 'orphan',
      fingerprint,
      state: 'in_progress',
      lockedUntil: new Date(clock + IDEMPOTENCY_LEASE_MS),
      createdAt: new Date(clock),
      expiresAt: new Date(clock + IDEMPOTENCY_TTL_MS),
    });
    expect((await send({ a: 3 }, 'orphan')).status).toBe(409);
    clock += IDEMPOTENCY_LEASE_MS;
    expect((await send({ a: 3 }, 'orphan')).status).toBe(201);
    expect(state.runs).toBe(4);
  });

  it('leaves secret fields out of the stored fingerprint', async () => {
    const { state, send } = harness({ omitFields: ['password'] });
    await send({ email: 'a@example.com', password: 'hunter22' }, 'key-1');
    const retry = await send({ email: 'a@example.com', password: 'another' }, 'key-1');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await send({ email: 'b@example.com', password: 'hunter22' }, 'key-1')).status).toBe(422);
    expect(state.runs).toBe(1);
    const stored = JSON.stringify(await test.db.collection(IDEMPOTENCY_KEYS_COLLECTION).find({}).toArray());
    expect(stored).not.toContain('hunter22');
  });

  it('refuses a malformed key', async () => {
    const { state, send } = harness();
    for (const key of ['', 'with space', 'x'.repeat(256)]) {
      const res = await send({ a: 1 }, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
    expect(state.runs).toBe(0);
  });
});

/** The fingerprint the middleware computes for `{ a: 3 }`: read back from a record it stored. */
async function fingerprintOfRun(send: (body: unknown, key?: string) => Response | Promise<Response>): Promise<string> {
  await send({ a: 3 }, 'probe');
  const probe = await test.db.collection(IDEMPOTENCY_KEYS_COLLECTION).findOne({ key: 'probe' });
  return String(probe?.fingerprint);
}
