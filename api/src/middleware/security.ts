import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The API serves JSON only: nothing may be framed, loaded or run from it. */
export const apiSecureHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
  });

/** Credentialed CORS for an explicit allow-list only (never a wildcard). */
export const apiCors = (origins: readonly string[]) => {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
};

export const apiBodyLimit = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'Request body is too large (limit 1 MB).');
    },
  });
