import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@petpal/contracts';
import { perTestDatabase } from '../test-support/per-test';
import { ADMIN_SIGN_IN_NEEDED, ADMINS_ONLY } from './access/admin-access';
import { asAdmin, asGuest, asUser, auditEntries, createAdminTestApp, someId } from './admin.test-support';

const t = perTestDatabase(createAdminTestApp);

/** Every route of the mounted admin area, its parameters filled with well-formed values. */
function adminRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && !route.path.includes('*') && route.method !== 'ALL')
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(':role', 'veterinary_doctor').replace(/:[A-Za-z]+/g, () => someId()),
    }));
}

describe('admin area authorization', () => {
  it('answers every route 401 to a guest and 403 to a signed-in user, changing nothing', async () => {
    const routes = adminRoutes();
    expect(routes.map((route) => `${route.method} ${route.path.split('/')[3]}`)).toEqual(
      expect.arrayContaining([
        'GET users',
        'GET providers',
        'POST providers',
        'GET flags',
        'POST flags',
        'GET message-flags',
        'POST message-flags',
        'GET reports',
        'GET orders',
        'POST orders',
      ]),
    );
    const guest = asGuest(t);
    const user = await asUser(t, 'sam@example.com');
    for (const { method, path } of routes) {
      const body = method === 'GET' ? undefined : { decision: 'verified', action: 'remove', reason: 'x', status: 'x' };
      const asGuestRes = await guest.send(method, path, body);
      expect(asGuestRes.status, `guest ${method} ${path}`).toBe(401);
      expect(ErrorBody.parse(await asGuestRes.json()).error.message).toBe(ADMIN_SIGN_IN_NEEDED);
      const asUserRes = await user.send(method, path, body);
      expect(asUserRes.status, `user ${method} ${path}`).toBe(403);
      expect(ErrorBody.parse(await asUserRes.json()).error).toEqual({ code: 'admins_only', message: ADMINS_ONLY });
    }
    expect(await auditEntries(t.db)).toEqual([]);
  });

  it('lets an admin through every route (lists answer 200, unknown ids 404; never 401/403)', async () => {
    const admin = await asAdmin(t);
    for (const { method, path } of adminRoutes()) {
      const body = method === 'GET' ? undefined : { decision: 'rejected', action: 'remove', reason: 'x' };
      const res = await admin.send(method, path, path.includes('/flags/') ? { action: 'remove', reason: 'x' } : body);
      if (method === 'GET' && /[a-f0-9]{24}$/.test(path)) expect(res.status, `${method} ${path}`).toBe(404);
      else if (method === 'GET') expect(res.status, `${method} ${path}`).toBe(200);
      else expect([400, 404], `${method} ${path}`).toContain(res.status);
    }
  });

  it('treats a user who also holds an admin session as the admin', async () => {
    const user = await asUser(t, 'sam@example.com');
    const admin = await asAdmin(t);
    const both = await t.app.request('http://localhost/api/admin/status', {
      headers: { Cookie: `${user.cookie}; ${admin.cookie}` },
    });
    expect(await both.json()).toEqual({ area: 'admin', ready: true });
  });

  it('refuses an expired or made-up admin cookie like no session', async () => {
    const res = await t.app.request('http://localhost/api/admin/users', {
      headers: { Cookie: 'petpal_admin=not-a-real-token' },
    });
    expect(res.status).toBe(401);
  });
});
