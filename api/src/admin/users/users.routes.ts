import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  ADMIN_PAGE_SIZE,
  AdminUsersQuery,
  IdParams,
  SuspensionInput,
  verificationMessages,
  type AdminUsersPage,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import { validate } from '../../lib/validate';
import { pageWindow, type AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';

/**
 * GET /users?q=&role=&page=: accounts by email or profile name, newest first. POST and DELETE
 * /users/:id/suspension: suspend any account with a reason (its sessions end at once) and lift it (audited).
 */
export function createUserRoutes(auth: Pick<AuthFacade, 'users'>, audited: Audited, now: () => Date) {
  return new Hono<AdminEnv>()
    .get('/users', validate('query', AdminUsersQuery), async (c) => {
      const { q, role, page } = c.req.valid('query');
      const { items, total } = await auth.users.search({ q, role }, pageWindow(page, ADMIN_PAGE_SIZE));
      c.header('Cache-Control', 'no-store');
      const body: AdminUsersPage = {
        items: items.map(({ user, fullName }) => ({
          id: user._id.toHexString(),
          email: user.email ?? '',
          role: user.role ?? 'none',
          fullName,
          createdAt: user.createdAt.toISOString(),
          suspended: user.suspension ? { reason: user.suspension.reason, at: user.suspension.at.toISOString() } : null,
        })),
        page,
        pageSize: ADMIN_PAGE_SIZE,
        total,
      };
      return c.json(body);
    })
    .post('/users/:id/suspension', validate('param', IdParams), validate('json', SuspensionInput), (c) =>
      audited(c, 'user.suspend', async () => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const { before, exists } = await auth.users.suspend(new ObjectId(id), reason, c.get('admin').id, now());
        if (!exists) throw new NotFound(verificationMessages.userNotFound);
        if (!before) throw new Conflict(verificationMessages.alreadySuspended, 'already_suspended');
        return { targetType: 'user', targetId: id, reason, before: { suspended: false }, after: { suspended: true } };
      }),
    )
    .delete('/users/:id/suspension', validate('param', IdParams), (c) =>
      audited(c, 'user.unsuspend', async () => {
        const { id } = c.req.valid('param');
        const { before, exists } = await auth.users.unsuspend(new ObjectId(id));
        if (!exists) throw new NotFound(verificationMessages.userNotFound);
        if (!before?.suspension) throw new Conflict(verificationMessages.notSuspended, 'not_suspended');
        return {
          targetType: 'user',
          targetId: id,
          reason: `Suspension lifted (it was: ${before.suspension.reason})`,
          before: { suspended: true, reason: before.suspension.reason },
          after: { suspended: false },
        };
      }),
    );
}
