import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminSession, AdminSignedIn, ErrorBody, SessionResponse } from '@petpal/contracts';
import { createPasswordHasher } from '../../lib/password';
import { createTestApp, createTestDatabase, SHELL_PROXY, type TestDatabase } from '../../test-support/test-app';
import { INCORRECT_CREDENTIALS } from '../accounts/accounts.service';
import { cookieFrom, FAST_HASHING, get, post, registerVerified, type TestApp } from '../accounts/accounts.test-support';
import { TOO_MANY_LOGINS } from '../accounts/login-throttle';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { ADMIN_COOKIE } from './admin-cookie';
import { ADMIN_SESSION_MS, createAdminService } from './admin.service';

let test: TestDatabase;
let app: TestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  app = (await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY })).app;
  await createAdminService({ db: test.db, hasher: createPasswordHasher(FAST_HASHING) }).create(
    'root@petpal.example',
    'a-long-admin-passphrase',
  );
});
afterEach(() => test.close());

const admin = { email: 'root@petpal.example', password: 'a-long-admin-passphrase' };
const adminSession = async (cookie?: string) =>
  AdminSession.parse(await (await get(app, '/api/auth/admin/session', { cookie })).json()).admin;
const userSession = async (cookie?: string) =>
  SessionResponse.parse(await (await get(app, '/api/auth/session', { cookie })).json()).user;

describe('admin sign-in', () => {
  it('opens an 8-hour admin session in its own httpOnly SameSite=Strict cookie', async () => {
    const before = Date.now();
    const res = await post(app, '/api/auth/admin/login', { ...admin, email: ' Root@PetPal.example ' });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(AdminSignedIn.parse(JSON.parse(text))).toEqual({ admin: { email: 'root@petpal.example' } });
    expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);

    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/petpal_admin=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/petpal_session=/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + ADMIN_SESSION_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + ADMIN_SESSION_MS);

    const cookie = cookieFrom(res, ADMIN_COOKIE)!;
    expect(await adminSession(cookie)).toEqual({ email: 'root@petpal.example' });
    expect(await adminSession()).toBeNull();

    const out = await post(app, '/api/auth/admin/logout', {}, { cookie });
    expect(await out.json()).toEqual({ signedOut: true });
    expect(out.headers.getSetCookie().join('\n')).toMatch(/petpal_admin=;/);
    expect(await adminSession(cookie)).toBeNull();
  });

  it('keeps admins and users apart: neither credentials nor sessions cross over', async () => {
    await registerVerified(app, test.db, 'sam@example.com', 'user-password');
    const asAdmin = await post(app, '/api/auth/admin/login', { email: 'sam@example.com', password: 'user-password' });
    expect(asAdmin.status).toBe(401);
    expect(ErrorBody.parse(await asAdmin.json()).error).toEqual({
      code: 'invalid_credentials',
      message: INCORRECT_CREDENTIALS,
    });
    expect(cookieFrom(asAdmin, ADMIN_COOKIE)).toBeUndefined();
    expect((await post(app, '/api/auth/login', admin)).status).toBe(401);

    const adminCookie = cookieFrom(await post(app, '/api/auth/admin/login', admin), ADMIN_COOKIE)!;
    const adminToken = adminCookie.split('=')[1];
    expect(await userSession(adminCookie)).toBeNull();
    expect(await userSession(`${SESSION_COOKIE}=${adminToken}`)).toBeNull();

    const userCookie = cookieFrom(
      await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'user-password' }),
      SESSION_COOKIE,
    )!;
    const userToken = userCookie.split('=')[1];
    expect(await adminSession(userCookie)).toBeNull();
    expect(await adminSession(`${ADMIN_COOKIE}=${userToken}`)).toBeNull();
  });

  it('refuses strict-schema violations and throttles failures like user sign-in', async () => {
    for (const body of [
      { ...admin, role: 'admin' },
      { email: admin.email, password: { $ne: '' } },
      { email: admin.email },
    ]) {
      expect((await post(app, '/api/auth/admin/login', body)).status).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await post(app, '/api/auth/admin/login', { ...admin, password: `wrong-${i}` })).status).toBe(401);
    }
    const limited = await post(app, '/api/auth/admin/login', admin);
    expect(limited.status).toBe(429);
    expect(ErrorBody.parse(await limited.json()).error.message).toBe(TOO_MANY_LOGINS);
    // Admin throttling keeps its own counters: the same address may still sign users in.
    await registerVerified(app, test.db, 'sam@example.com', 'user-password');
    expect((await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'user-password' })).status).toBe(
      200,
    );
  });
});

describe('admin service', () => {
  it('ends a session 8 hours after sign-in', async () => {
    let clock = Date.UTC(2026, 10, 22, 8);
    const service = createAdminService({
      db: test.db,
      hasher: createPasswordHasher(FAST_HASHING),
      now: () => new Date(clock),
    });
    const { token } = await service.login(admin, { ip: '203.0.113.1' });
    clock += ADMIN_SESSION_MS - 1;
    expect(await service.resolve(token)).toEqual({ email: 'root@petpal.example' });
    clock += 1;
    expect(await service.resolve(token)).toBeNull();
  });

  it('refuses passwords under 12 characters and a second admin with the same email', async () => {
    const service = createAdminService({ db: test.db, hasher: createPasswordHasher(FAST_HASHING) });
    await expect(service.create('new@petpal.example', 'short-pass1')).rejects.toMatchObject({
      status: 400,
      message: 'Admin passwords must be at least 12 characters.',
    });
    await expect(service.create('root@petpal.example', 'another-long-passphrase')).rejects.toMatchObject({
      status: 409,
      message: 'An admin with this email already exists.',
    });
  });
});
