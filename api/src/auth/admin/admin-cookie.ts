import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** Its own cookie: an admin session is never a user session, and the reverse. */
export const ADMIN_COOKIE = 'petpal_admin';

export function readAdminCookie(c: Context): string | undefined {
  return getCookie(c, ADMIN_COOKIE);
}

/** httpOnly, SameSite=Strict (never sent on a cross-site navigation), Secure over HTTPS. */
export function writeAdminCookie(c: Context, token: string, expiresAt: Date, trustProxy: boolean) {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  const https = (forwarded ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
  setCookie(c, ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: https,
    path: '/',
    expires: expiresAt,
  });
}

export function clearAdminCookie(c: Context) {
  deleteCookie(c, ADMIN_COOKIE, { path: '/' });
}
