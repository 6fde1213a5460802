import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionResponse } from '@petpal/contracts';
import { createTestApp, createTestDatabase, SHELL_PROXY, type TestDatabase } from '../../test-support/test-app';
import { cookieFrom, get, type TestApp } from '../accounts/accounts.test-support';
import { IDENTITIES_COLLECTION, type IdentityDoc, PASSWORD_ISSUER } from '../identities/identities.repository';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { USERS_COLLECTION, type UserDoc } from '../users/users.repository';
import { OIDC_FLOW_COOKIE } from './oidc.routes';
import { startTestOidcProvider, type TestOidcProvider } from './oidc.test-provider';
import { FLOW_EXPIRED, PROVIDER_UNAVAILABLE } from './oidc.service';

const SITE = 'http://localhost';

let op: TestOidcProvider;
let test: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  op = await startTestOidcProvider(SITE);
});
afterAll(() => op.close());

beforeEach(async () => {
  test = await createTestDatabase();
  // Only Google is configured: Facebook is not offered.
  ({ app } = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY, ...op.googleEnv }));
});
afterEach(() => test.close());

/** A browser's cookie jar for the provider's own origin. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, pair);
      else this.cookies.delete(name);
    }
  }
  header() {
    return [...this.cookies.values()].join('; ');
  }
}

/**
 * Clicks "Continue with Google" and signs in at the provider's login page as `login`, following every
 * redirect as a browser would. Returns where PetPal sent the browser and the answer of the callback.
 */
async function signIn(login: string, options: { mode?: 'login' | 'signup'; cookie?: string } = {}) {
  const start = await get(app, `/api/auth/oidc/google/start?mode=${options.mode ?? 'signup'}`, {
    cookie: options.cookie,
  });
  expect(start.status).toBe(302);
  const flowCookie = cookieFrom(start, OIDC_FLOW_COOKIE);
  const jar = new Jar();
  let url = start.headers.get('location') ?? '';
  let res = await fetch(url, { redirect: 'manual' });
  jar.take(res);
  // The provider redirects to its login page.
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get('location') ?? '', url).href;
    res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
  }
  const action = /action="([^"]+)"/.exec(await res.text())?.[1];
  if (!action) throw new Error('no login form');
  res = await fetch(new URL(action, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }),
  });
  jar.take(res);
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get('location') ?? '', url).href;
    if (url.startsWith(`${SITE}/`)) break;
    res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
  }
  expect(url).toMatch(/\/api\/auth\/oidc\/google\/callback\?code=/);
  const cookies = [flowCookie, options.cookie].filter(Boolean).join('; ');
  const callback = await get(app, url.slice(SITE.length), { cookie: cookies });
  return { callback, callbackUrl: url, flowCookie, location: new URL(callback.headers.get('location') ?? '', SITE) };
}

const users = () => test.db.collection<UserDoc>(USERS_COLLECTION);
const identities = () => test.db.collection<IdentityDoc>(IDENTITIES_COLLECTION);

async function sessionUser(res: Response) {
  const cookie = cookieFrom(res, SESSION_COOKIE);
  expect(cookie).toBeDefined();
  return SessionResponse.parse(await (await get(app, '/api/auth/session', { cookie })).json()).user;
}

describe('Google sign-in through the local provider', () => {
  it('starts with PKCE (S256), state and nonce, and keeps the flow in an httpOnly cookie', async () => {
    const start = await get(app, '/api/auth/oidc/google/start?mode=login');
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location') ?? '');
    expect(target.origin).toBe(op.issuer);
    const params = target.searchParams;
    expect(params.get('client_id')).toBe('petpal-google');
    expect(params.get('redirect_uri')).toBe(`${SITE}/api/auth/oidc/google/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith(`${OIDC_FLOW_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('signs up a new person: account without a role, verified identity, session, back to /signup with the flags', async () => {
    const { callback, location } = await signIn('ana@petpal.demo');
    expect(callback.status).toBe(302);
    expect(location.pathname).toBe('/signup');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      signedIn: 'google',
      new: '1',
      next: '/role-selection',
    });
    expect(await sessionUser(callback)).toMatchObject({ email: 'ana@petpal.demo', role: 'none' });
    const identity = await identities().findOne({ issuer: op.issuer, subject: 'ana@petpal.demo' });
    expect(identity).toMatchObject({ email: 'ana@petpal.demo' });
    expect(identity?.verifiedAt).toBeInstanceOf(Date);
  });

  it('signs the same person in again, to the same account; a user with a role goes to /dashboard', async () => {
    const first = await signIn('ana@petpal.demo');
    const user = await sessionUser(first.callback);
    const { callback, location } = await signIn('ana@petpal.demo', { mode: 'login' });
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({ signedIn: 'google', next: '/role-selection' });
    expect((await sessionUser(callback))?.id).toBe(user?.id);
    expect(await users().countDocuments({ email: 'ana@petpal.demo' })).toBe(1);

    await users().updateMany({}, { $set: { role: 'pet_owner' } });
    const third = await signIn('ana@petpal.demo', { mode: 'login' });
    expect(third.location.searchParams.get('next')).toBe('/dashboard');
  });

  it('links to an existing account whose email is verified, when the provider vouches for the email', async () => {
    const existing = await users().insertOne({
      email: 'ana@petpal.demo',
      phone: null,
      role: 'pet_sitter',
      createdAt: new Date(),
    } as UserDoc);
    await identities().insertOne({
      userId: existing.insertedId,
      issuer: PASSWORD_ISSUER,
      subject: 'ana@petpal.demo',
      email: 'ana@petpal.demo',
      verifiedAt: new Date(),
      createdAt: new Date(),
    } as IdentityDoc);
    const { callback, location } = await signIn('ana@petpal.demo', { mode: 'login' });
    expect(location.searchParams.get('new')).toBeNull();
    expect(location.searchParams.get('next')).toBe('/dashboard');
    expect((await sessionUser(callback))?.id).toBe(existing.insertedId.toHexString());
    expect(await users().countDocuments({})).toBe(1);
  });

  it('never links to an account whose email is not verified there', async () => {
    const pending = await users().insertOne({
      email: 'chloe@petpal.demo',
      phone: null,
      createdAt: new Date(),
    } as UserDoc);
    await identities().insertOne({
      userId: pending.insertedId,
      issuer: PASSWORD_ISSUER,
      subject: 'chloe@petpal.demo',
      email: 'chloe@petpal.demo',
      verifiedAt: null,
      createdAt: new Date(),
    } as IdentityDoc);
    const { callback, location } = await signIn('chloe@petpal.demo');
    expect(location.searchParams.get('new')).toBe('1');
    expect((await sessionUser(callback))?.id).not.toBe(pending.insertedId.toHexString());
  });

  it('never links when the provider does not vouch for the email (email_verified false)', async () => {
    const existing = await users().insertOne({
      email: 'ben@petpal.demo',
      phone: null,
      role: 'pet_owner',
      createdAt: new Date(),
    } as UserDoc);
    await identities().insertOne({
      userId: existing.insertedId,
      issuer: PASSWORD_ISSUER,
      subject: 'ben@petpal.demo',
      email: 'ben@petpal.demo',
      verifiedAt: new Date(),
      createdAt: new Date(),
    } as IdentityDoc);
    const { callback, location } = await signIn('ben@petpal.demo');
    expect(location.searchParams.get('new')).toBe('1');
    expect((await sessionUser(callback))?.id).not.toBe(existing.insertedId.toHexString());
    // The new identity does not speak for the unproven email, so it can never be linked through it.
    expect((await identities().findOne({ issuer: op.issuer, subject: 'ben@petpal.demo' }))?.email).toBeNull();
  });

  it('replaces the session the browser had', async () => {
    const first = await signIn('ana@petpal.demo');
    const oldCookie = cookieFrom(first.callback, SESSION_COOKIE);
    await signIn('ana@petpal.demo', { mode: 'login', cookie: oldCookie });
    const old = SessionResponse.parse(await (await get(app, '/api/auth/session', { cookie: oldCookie })).json());
    expect(old.user).toBeNull();
  });

  it('refuses a callback without the flow cookie, or a second use of it', async () => {
    const { callbackUrl, flowCookie } = await signIn('ana@petpal.demo');
    const replay = await get(app, callbackUrl.slice(SITE.length), { cookie: flowCookie });
    const location = new URL(replay.headers.get('location') ?? '', SITE);
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'google',
      stage: 'callback',
      message: FLOW_EXPIRED,
    });
    expect(cookieFrom(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a callback whose state does not match, back to the page it started from', async () => {
    const start = await get(app, '/api/auth/oidc/google/start?mode=signup');
    const flowCookie = cookieFrom(start, OIDC_FLOW_COOKIE);
    const res = await get(app, '/api/auth/oidc/google/callback?code=forged&state=wrong', { cookie: flowCookie });
    const location = new URL(res.headers.get('location') ?? '', SITE);
    expect(location.pathname).toBe('/signup');
    expect(location.searchParams.get('error')).toBe('google');
    expect(location.searchParams.get('message')).toBeTruthy();
    expect(cookieFrom(res, SESSION_COOKIE)).toBeUndefined();
  });

  it("passes on the provider's reason when the person cancels", async () => {
    const start = await get(app, '/api/auth/oidc/google/start?mode=login');
    const flowCookie = cookieFrom(start, OIDC_FLOW_COOKIE);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const res = await get(
      app,
      `/api/auth/oidc/google/callback?${new URLSearchParams({ error: 'access_denied', error_description: 'The user cancelled.', state, iss: op.issuer })}`,
      { cookie: flowCookie },
    );
    const location = new URL(res.headers.get('location') ?? '', SITE);
    expect(location.searchParams.get('message')).toBe('The user cancelled.');
  });

  it('answers 404 for a provider that is not configured or unknown', async () => {
    expect((await get(app, '/api/auth/oidc/facebook/start?mode=login')).status).toBe(404);
    expect((await get(app, '/api/auth/oidc/facebook/callback?code=x&state=y')).status).toBe(404);
    expect((await get(app, '/api/auth/oidc/twitter/start')).status).toBe(400);
  });

  it('refuses a returnTo that leaves the site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await get(app, `/api/auth/oidc/google/start?${new URLSearchParams({ mode: 'login', returnTo })}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser back with the start error', async () => {
    const { app: offline } = await createTestApp(test.db, {
      GOOGLE_ISSUER: 'http://localhost:9',
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
    });
    const res = await get(offline, '/api/auth/oidc/google/start?mode=signup');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', SITE);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'google',
      stage: 'start',
      message: PROVIDER_UNAVAILABLE,
    });
    expect(location.pathname).toBe('/signup');
  });
});
