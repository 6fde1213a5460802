import type { MiddlewareHandler } from 'hono';
import type { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { readAdminCookie, type AuthFacade } from '../../auth';
import { Forbidden, Unauthorized } from '../../errors';

export const ADMIN_SIGN_IN_NEEDED = 'Please sign in as an admin to continue.';
export const ADMINS_ONLY = 'Only PetPal admins can do this.';

/** The admin area's requests: the app's variables plus the signed-in admin and how many audit entries it wrote. */
export type AdminEnv = {
  Variables: AppEnv['Variables'] & {
    admin: { id: ObjectId; email: string };
    auditEntries: number;
  };
};

/**
 * Every /api/admin route: a live admin session (the petpal_admin cookie) or 401; a user's session alone is
 * 403 (signed in, but not as an admin).
 */
export function requireAdmin(auth: Pick<AuthFacade, 'admins'>): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const token = readAdminCookie(c);
    const admin = token ? await auth.admins.identify(token) : null;
    if (!admin) {
      if (c.get('user')) throw new Forbidden(ADMINS_ONLY, 'admins_only');
      throw new Unauthorized(ADMIN_SIGN_IN_NEEDED);
    }
    c.set('admin', admin);
    c.set('auditEntries', 0);
    await next();
  };
}

/** The page number of a list query, as a skip and limit. */
export const pageWindow = (page: number, size: number) => ({ skip: (page - 1) * size, limit: size });
