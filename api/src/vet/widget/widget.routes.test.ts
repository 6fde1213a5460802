import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSession } from '../../auth';
import { WidgetToken } from '@petpal/contracts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { signIn } from '../testing/vet.test-support';
import { createWidgetTokensRepository } from './widget-tokens.repository';

const PARTNER = 'http://partner.test';
const OTHER_SITE = 'http://elsewhere.test';

let test: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeEach(async () => {
  test = await createTestDatabase();
  await createWidgetTokensRepository(test.db).ensureIndexes();
  ({ app } = await createTestApp(test.db, { CORS_ORIGINS: PARTNER }));
});
afterEach(() => test.close());

/** GET /api/auth/session as a partner page would send it. */
function sessionFrom(origin: string, headers: Record<string, string> = {}) {
  return app.request('http://localhost/api/auth/session', { headers: { Origin: origin, ...headers } });
}

async function issue(send: (method: string, path: string, body?: unknown) => Promise<Response>, origin = PARTNER) {
  return send('POST', '/api/vet/widget/tokens', { origin });
}

describe('POST /api/vet/widget/tokens', () => {
  it('gives a signed-in user a token for an allow-listed partner origin, stored hashed', async () => {
    const owner = await signIn(app, test.db, 'owner@example.com', 'pet_owner');
    const res = await issue(owner.send);
    expect(res.status).toBe(201);
    const body = WidgetToken.parse(await res.json());
    expect(body.token).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    expect(body.email).toBe('owner@example.com');
    const stored = await test.db.collection('widget_tokens').findOne({});
    expect(JSON.stringify(stored)).not.toContain(body.token);
  });

  it('refuses guests, other origins, unknown keys and partner pages asking for themselves', async () => {
    const owner = await signIn(app, test.db, 'owner@example.com', 'pet_owner');
    const guest = await app.request('http://localhost/api/vet/widget/tokens', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ origin: PARTNER }),
    });
    expect(guest.status).toBe(401);
    const other = await issue(owner.send, OTHER_SITE);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { message: 'This site is not a PetPal partner.' } });
    expect((await owner.send('POST', '/api/vet/widget/tokens', { origin: PARTNER, userId: 'x' })).status).toBe(400);
    expect((await owner.send('POST', '/api/vet/widget/tokens', { origin: { $gt: '' } })).status).toBe(400);
    const cookie = await createTestSession(test.db, owner.user._id);
    const fromPartner = await app.request('http://localhost/api/vet/widget/tokens', {
      method: 'POST',
      headers: { Origin: PARTNER, 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ origin: PARTNER }),
    });
    expect(fromPartner.status).toBe(401);
  });
});

describe('requests from a partner origin', () => {
  it('act as the token user from its own origin only, and never with the cookie', async () => {
    const owner = await signIn(app, test.db, 'owner@example.com', 'pet_owner');
    const { token } = WidgetToken.parse(await (await issue(owner.send)).json());
    const bearer = { Authorization: `Bearer ${token}` };

    expect(await (await sessionFrom(PARTNER, bearer)).json()).toMatchObject({ user: { email: 'owner@example.com' } });
    expect(await (await sessionFrom(OTHER_SITE, bearer)).json()).toEqual({ user: null });

    const cookieOnly = await sessionFrom(PARTNER, { Cookie: await createTestSession(test.db, owner.user._id) });
    expect(await cookieOnly.json()).toEqual({ user: null });
    expect(
      await (await sessionFrom(PARTNER, { Authorization: 'Bearer pw_forgedforgedforgedforgedforged' })).json(),
    ).toEqual({
      user: null,
    });
  });

  it('end when the PetPal session they came from signs out', async () => {
    const owner = await signIn(app, test.db, 'owner@example.com', 'pet_owner');
    const { token } = WidgetToken.parse(await (await issue(owner.send)).json());
    expect((await owner.send('POST', '/api/auth/logout', {})).status).toBe(200);
    const after = await sessionFrom(PARTNER, { Authorization: `Bearer ${token}` });
    expect(await after.json()).toEqual({ user: null });
  });
});
