import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'petpal_session';

function isHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** httpOnly (no script can read it), SameSite=Lax, Secure over HTTPS, for the whole site. */
export function writeSessionCookie(c: Context, token: string, expiresAt: Date, trustProxy: boolean) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
