import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The API serves JSON (and images): nothing may be framed, loaded or run from it. A header a route sets itself is
 * kept (`overwrite: false`): only the image route does, to let partner pages show public images (decision 116).
 */
export const apiSecureHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    overwrite: false,
  });

const CORS = {
  credentials: true,
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
  exposeHeaders: ['X-Request-Id', 'Retry-After'],
  maxAge: 600,
};

/**
 * Credentialed CORS for an explicit allow-list only (never a wildcard). Preflights are hono's `cors`; on other
 * requests the same headers are written on the final response after `next`. Hono's `cors` writes them on
 * `c.res` before `next`, which makes a response object early: the handler's answer is then copied into it
 * (`set res`), which reads its body as a stream, so every JSON answer went through a full undici Response
 * and a ReadableStream instead of @hono/node-server's direct write of the string.
 */
export const apiCors = (origins: readonly string[]): MiddlewareHandler => {
  const allowed = new Set(origins);
  const preflight = cors({ origin: (origin) => (allowed.has(origin) ? origin : null), ...CORS });
  const expose = CORS.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin');
    await next();
    const headers = c.res.headers;
    if (origin !== undefined && allowed.has(origin)) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Expose-Headers', expose);
    headers.append('Vary', 'Origin');
  };
};

export const apiBodyLimit = ({ except = [] }: { except?: readonly string[] } = {}): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'Request body is too large (limit 1 MB).');
    },
  });
  // An upload route (`except`, exact paths) sets its own, larger limit (images: decision 083).
  return (c, next) => (except.includes(c.req.path) ? next() : limit(c, next));
};
