import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@petpal/contracts';
import { Invalid } from '../../errors';
import { createOnError } from '../../errors';
import { createMemoryLogger } from '../../lib/logger';
import { perTestDatabase } from '../../test-support/per-test';
import type { AdminEnv } from '../access/admin-access';
import {
  asAdmin,
  asUser,
  auditEntries,
  createAdminTestApp,
  flaggedPost,
  insertVet,
  lostPetReport,
  placedOrder,
  reportedChatMessage,
  type AdminTestApp,
  type Caller,
} from '../admin.test-support';
import { createAuditRepository } from './audit.repository';
import { auditRequired, createAudited, UNAUDITED_WRITE } from './audited';

const t = perTestDatabase(createAdminTestApp);

/** An owner and a sitter for a reported message. */
const members = async (app: AdminTestApp, tag: string): Promise<[Caller, Caller]> => [
  await asUser(app, `owner-${tag}@example.com`),
  await asUser(app, `sitter-${tag}@example.com`, 'pet_sitter'),
];

/** A request each admin write route answers with success. Add one here for every new write route. */
const SUCCEEDING_WRITES: Record<string, (t: AdminTestApp) => Promise<{ path: string; body: unknown }>> = {
  'POST /api/admin/providers/:role/:id/verification': async (app) => ({
    path: `/api/admin/providers/veterinary_doctor/${await insertVet(app, 'vet@example.com', 'Asha Rao')}/verification`,
    body: { decision: 'verified', reason: 'License checked with the state council.' },
  }),
  'POST /api/admin/flags/:postId/review': async (app) => ({
    path: `/api/admin/flags/${await flaggedPost(app, 'walk')}/review`,
    body: { action: 'restore', reason: 'Not spam.' },
  }),
  'POST /api/admin/message-flags/:messageId/dismiss': async (app) => ({
    path: `/api/admin/message-flags/${(await reportedChatMessage(app, ...(await members(app, 'dismiss')))).message.id}/dismiss`,
    body: { reason: 'Talking about prices is fine.' },
  }),
  'POST /api/admin/message-flags/:messageId/hide': async (app) => ({
    path: `/api/admin/message-flags/${(await reportedChatMessage(app, ...(await members(app, 'hide')))).message.id}/hide`,
    body: { reason: 'Asks for payment outside PetPal.' },
  }),
  'POST /api/admin/reports/:id/deactivate': async (app) => ({
    path: `/api/admin/reports/${await lostPetReport(await asUser(app, 'reporter@example.com'))}/deactivate`,
    body: { reason: 'Duplicate of an earlier report.' },
  }),
  'POST /api/admin/users/:id/suspension': async (app) => ({
    path: `/api/admin/users/${(await asUser(app, 'spammer@example.com')).userId!.toHexString()}/suspension`,
    body: { reason: 'Spam in every group.' },
  }),
  'DELETE /api/admin/users/:id/suspension': async (app) => {
    const { userId } = await asUser(app, 'forgiven@example.com');
    await app.auth.users.suspend(userId!, 'Spam.', new ObjectId(), new Date());
    return { path: `/api/admin/users/${userId!.toHexString()}/suspension`, body: undefined };
  },
  'POST /api/admin/orders/:id/status': async (app) => ({
    path: `/api/admin/orders/${(await placedOrder(app, await asUser(app, 'buyer@example.com'))).order.id}/status`,
    body: { status: 'processing', note: 'Packed.' },
  }),
};

/** Every write route the mounted admin area has (middleware entries, `/*`, are not routes). */
function adminWriteRoutes(app: AdminTestApp['app']): string[] {
  const keys = app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && !route.path.includes('*'))
    .filter((route) => route.method !== 'GET' && route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

describe('the admin audit log', () => {
  it('has a succeeding request for every admin write route (a new write route must be added above)', () => {
    const routes = adminWriteRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(routes).toEqual(Object.keys(SUCCEEDING_WRITES).sort());
  });

  it('records exactly one entry for each admin write that succeeds, with who, what, why and the request id', async () => {
    const admin: Caller = await asAdmin(t, 'root@petpal.example');
    for (const key of adminWriteRoutes(t.app)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const { path, body } = await SUCCEEDING_WRITES[key]!(t);
      const before = await auditEntries(t.db);
      const res = await admin.send(method, path, body);
      expect(res.status, `${key}: ${await res.clone().text()}`).toBe(200);
      const after = await auditEntries(t.db);
      expect(after.length, key).toBe(before.length + 1);
      const entry = after.at(-1)!;
      const answered = (await res.json()) as { action: string; targetId: string };
      expect(entry, key).toMatchObject({ adminEmail: 'root@petpal.example', action: answered.action });
      expect(entry.adminId).toBeInstanceOf(ObjectId);
      expect(path, `${key} names its target`).toContain(entry.targetId);
      expect(entry.reason.length, key).toBeGreaterThan(0);
      expect(entry.requestId, key).toBe(res.headers.get('x-request-id'));
      expect(entry.at).toBeInstanceOf(Date);
      expect(pattern.startsWith('/api/admin/')).toBe(true);
    }
  });
});

describe('auditRequired', () => {
  /** A small admin app with a write that audits, one that forgets and one that fails. */
  function smallApp() {
    const log = createAuditRepository(t.db);
    const audited = createAudited(log, () => new Date());
    const app = new Hono<AdminEnv>();
    app.onError(createOnError(createMemoryLogger()));
    app.use(async (c, next) => {
      c.set('admin', { id: new ObjectId(), email: 'root@petpal.example' });
      c.set('auditEntries', 0);
      c.set('requestId', 'req-1');
      await next();
    });
    app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', auditRequired);
    const change = { targetType: 'thing', targetId: 'x', reason: 'because', before: {}, after: {} };
    return app
      .post('/audited', (c) => audited(c, 'thing.change', async () => change))
      .post('/forgetful', (c) => c.json({ done: true }))
      .post('/failing', (c) =>
        audited(c, 'thing.change', async () => {
          throw new Invalid('Nope.');
        }),
      )
      .delete('/twice', async (c) => {
        await audited(c, 'thing.change', async () => change);
        return audited(c, 'thing.change', async () => change);
      });
  }

  it('lets an audited write through and refuses one that wrote no entry, or two', async () => {
    const app = smallApp();
    expect((await app.request('/audited', { method: 'POST' })).status).toBe(200);
    const forgot = await app.request('/forgetful', { method: 'POST' });
    expect(forgot.status).toBe(500);
    expect(ErrorBody.parse(await forgot.json()).error.code).toBe('internal');
    expect((await app.request('/twice', { method: 'DELETE' })).status).toBe(500);
    expect((await auditEntries(t.db)).map((entry) => entry.requestId)).toEqual(['req-1', 'req-1', 'req-1']);
    expect(UNAUDITED_WRITE).toMatch(/audit/);
  });

  it('writes no entry when the change fails', async () => {
    const res = await smallApp().request('/failing', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await auditEntries(t.db)).toEqual([]);
  });
});
