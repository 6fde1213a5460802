import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../auth';
import { IDEMPOTENCY_KEYS_COLLECTION } from '../lib/idempotency';
import { TOO_DEEP_MESSAGE } from '../lib/json-text';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test-support/test-app';

let test: TestDatabase;
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test.db);
  ({ cookie } = await signInTestUser(test.db, 'owner@example.com', 'pet_owner'));
});
afterAll(() => test.close());

const createGroup = (body: RequestInit['body'], headers: Record<string, string> = {}) =>
  t.app.request('http://localhost/api/community/groups', {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/json', Cookie: cookie, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('JSON bodies on /api', () => {
  it('refuses a body nested 10,000 deep with 400 before any work, the Idempotency-Key fingerprint included', async () => {
    const deep = `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await createGroup(deep, { 'Idempotency-Key': 'deep-1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'body_too_deep', message: TOO_DEEP_MESSAGE } });
    expect(await test.db.collection(IDEMPOTENCY_KEYS_COLLECTION).countDocuments()).toBe(0);
    expect(t.log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('still reads ordinary nesting, and answers malformed JSON with 400 invalid_json', async () => {
    const ordinary = await createGroup(JSON.stringify({ name: 'Walkers', tags: [[[['deep but fine']]]] }));
    expect(ordinary.status).toBe(400);
    expect(((await ordinary.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const malformed = await createGroup('{"name":', { 'Idempotency-Key': 'bad-1' });
    expect(await malformed.json()).toEqual({
      error: { code: 'invalid_json', message: 'Request body is not valid JSON.' },
    });
  });

  it('refuses a body over 1 MB with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    expect((await createGroup(big)).status).toBe(413);
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 64 * 1024) controller.enqueue(chunks.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await createGroup(stream, { 'Idempotency-Key': 'big-1' });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is too large (limit 1 MB).' },
    });
  });
});
