import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { forwardedProto, type TrustedProxies } from '../../lib/client-ip';

export const SESSION_COOKIE = 'petpal_session';

/** Whether the browser reached us over HTTPS (X-Forwarded-Proto believed from a trusted proxy only). */
export function isHttps(c: Context, trustProxy: TrustedProxies): boolean {
  return (forwardedProto(c, trustProxy) ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** httpOnly (no script can read it), SameSite=Lax, Secure over HTTPS, for the whole site. */
export function writeSessionCookie(c: Context, token: string, expiresAt: Date, trustProxy: TrustedProxies) {
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
