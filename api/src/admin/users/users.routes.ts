import { Hono } from 'hono';
import type { AuthFacade } from '../../auth';
import { ADMIN_PAGE_SIZE, AdminUsersQuery, type AdminUsersPage } from '../../contracts';
import { validate } from '../../lib/validate';
import { pageWindow, type AdminEnv } from '../access/admin-access';

/** GET /users?q=&role=&page=: accounts by email or profile name, newest first. */
export function createUserRoutes(auth: Pick<AuthFacade, 'users'>) {
  return new Hono<AdminEnv>().get('/users', validate('query', AdminUsersQuery), async (c) => {
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
      })),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
    };
    return c.json(body);
  });
}
