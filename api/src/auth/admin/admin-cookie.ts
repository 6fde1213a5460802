import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TrustedProxies } from '../../lib/client-ip';
import { isHttps } from '../sessions/session-cookie';

/** Its own cookie: an admin session is never a user session, and the reverse. */
export const ADMIN_COOKIE = 'petpal_admin';

export function readAdminCookie(c: Context): string | undefined {
  return getCookie(c, ADMIN_COOKIE);
}

/** httpOnly, SameSite=Strict (never sent on a cross-site navigation), Secure over HTTPS. */
export function writeAdminCookie(c: Context, token: string, expiresAt: Date, trustProxy: TrustedProxies) {
  setCookie(c, ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c, trustProxy),
    path: '/',
    expires: expiresAt,
  });
}

export function clearAdminCookie(c: Context) {
  deleteCookie(c, ADMIN_COOKIE, { path: '/' });
}
