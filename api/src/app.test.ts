import { testClient } from 'hono/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBody, Health } from '@petpal/contracts';
import { AREAS } from './env';
import { createTestApp, createTestDatabase, type TestDatabase } from './test-support/test-app';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.close();
});

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) => ({
  method: 'POST',
  body,
  headers,
});

describe('app platform', () => {
  it('reports health without touching the database', async () => {
    const { app } = await createTestApp(test.db, { APP_VERSION: '1.2.3' });
    const collection = vi.spyOn(test.db, 'collection');
    const res = await app.request('/api/health');
    expect(collection).not.toHaveBeenCalled();
    collection.mockRestore();
    expect(res.status).toBe(200);
    expect(Health.parse(await res.json())).toEqual({
      status: 'ok',
      version: '1.2.3',
      database: 'embedded',
      areas: [...AREAS],
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('not_found');
  });

  it('mounts every area by default and only the listed ones with API_AREAS', async () => {
    const all = (await createTestApp(test.db)).app;
    // Community is ready since its groups and posts (docs/decisions/035).
    for (const area of ['vet', 'care', 'notifications', 'community', 'shop', 'insurance']) {
      const res = await all.request(`/api/${area}/status`);
      expect(await res.json()).toEqual({ area, ready: true });
    }
    expect(await (await all.request('/api/auth/session')).json()).toEqual({ user: null });
    // The admin area answers only an admin session (docs/decisions/042).
    expect((await all.request('/api/admin/status')).status).toBe(401);

    const { app } = await createTestApp(test.db, { API_AREAS: 'vet,support' });
    expect((await app.request('/api/vet/status')).status).toBe(200);
    expect((await app.request('/api/care/status')).status).toBe(404);
    expect((await app.request('/api/auth/session')).status).toBe(404);
    expect((await app.request('/api/admin/status')).status).toBe(404);
    expect(((await (await app.request('/api/health')).json()) as Health).areas).toEqual(['vet', 'support']);
  });

  it('rejects malformed JSON with 400 invalid_json', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/support/contact', post('{"name": "Ann",'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_json', message: 'Request body is not valid JSON.' } });
  });

  it('rejects a body over 1 MB with 413 in the error shape', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/support/contact', post('x'.repeat(1024 * 1024 + 1)));
    expect(res.status).toBe(413);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('payload_too_large');
  });

  it('sets security headers and a request id on every response', async () => {
    const { app, log } = await createTestApp(test.db);
    const res = await app.request('/api/nothing');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toMatch(/^[\w-]{8,}$/);
    expect(log.lines.at(-1)).toMatchObject({ msg: 'request', method: 'GET', path: '/api/nothing', status: 404, reqId });
    const echoed = await app.request('/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
  });

  it('allows credentialed CORS for configured origins only', async () => {
    const { app } = await createTestApp(test.db, { CORS_ORIGINS: 'https://partner.example, https://vet.example' });
    const allowed = await app.request('/api/health', { headers: { Origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const preflight = await app.request('/api/support/contact', {
      method: 'OPTIONS',
      headers: { Origin: 'https://vet.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://vet.example');

    const refused = await app.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('turns an unexpected throw into a 500 without a stack, logged with the request id', async () => {
    const { app, log } = await createTestApp(test.db);
    app.get('/api/boom', () => {
      throw new Error('database exploded at /secret/path');
    });
    const res = await app.request('/api/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    });
    expect(text).not.toMatch(/exploded|secret|at /);
    const logged = log.lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ err: 'database exploded at /secret/path', reqId: res.headers.get('x-request-id') });
  });
});

describe('AppType', () => {
  it('types the client from the route tree', async () => {
    const { app } = await createTestApp(test.db);
    const client = testClient(app);
    const health = await (await client.api.health.$get()).json();
    const database: 'embedded' | 'mongodb' = health.database;
    expect(database).toBe('embedded');
    const faq = await (await client.api.support.faq.$get()).json();
    expect(typeof faq.items[0]?.question).toBe('string');
  });
});
