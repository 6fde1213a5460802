import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test-support/test-app';

describe('writes from other sites', () => {
  let test: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];

  beforeAll(async () => {
    test = await createTestDatabase();
    ({ app } = await createTestApp(test.db, { CORS_ORIGINS: 'https://partner.example' }));
  });
  afterAll(() => test.close());

  const logout = (headers: Record<string, string>, body?: string) =>
    app.request('http://localhost:8080/api/auth/logout', { method: 'POST', headers, body });

  it('are refused: another origin, or a cross-site fetch without one', async () => {
    const foreign = await logout({ Origin: 'https://evil.example', 'Content-Type': 'application/json' }, '{}');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: { code: 'forbidden', message: 'This request must come from PetPal.' },
    });
    expect((await logout({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('are refused unless they carry JSON, so an HTML form cannot post', async () => {
    const form = await logout(
      { Origin: 'http://localhost:8080', 'Content-Type': 'application/x-www-form-urlencoded' },
      'a=1',
    );
    expect(form.status).toBe(415);
    const untyped = await logout({ Origin: 'http://localhost:8080', 'Content-Length': '3' }, 'a=1');
    expect(untyped.status).toBe(415);
  });

  it('accept a write without a body and without a Content-Type (a browser DELETE sends neither)', async () => {
    const remove = await app.request('http://localhost:8080/api/auth/logout', {
      method: 'POST',
      headers: { Origin: 'http://localhost:8080' },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(remove.status).toBe(200);
  });

  it('are accepted from our own origin and from allow-listed partners', async () => {
    expect((await logout({ Origin: 'http://localhost:8080', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    const partner = await logout({ Origin: 'https://partner.example', 'Content-Type': 'application/json' }, '{}');
    expect(partner.status).toBe(200);
  });
});
