import type { Context, MiddlewareHandler } from 'hono';
import { AppError, Forbidden } from '../errors';
import { forwardedProto, type TrustedProxies } from '../lib/client-ip';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** An upload route's body: the file itself. No HTML form can send such a type, so a cross-site one needs CORS. */
const IMAGE_TYPE = /^image\/[\w.+-]+$/i;

/** The origin the browser used to reach us: the forwarded scheme when a trusted proxy tells it. */
export function ownOrigin(c: Context, trustProxy: TrustedProxies): string {
  const parsed = new URL(c.req.url);
  return `${forwardedProto(c, trustProxy) ?? parsed.protocol.slice(0, -1)}://${parsed.host}`;
}

/**
 * Writes (POST, PUT, PATCH, DELETE) must come from our own pages or an allow-listed partner and carry JSON,
 * so a cross-site form or script cannot act with a visitor's session cookie (CSRF).
 */
export function sameOriginWrites(options: {
  allowedOrigins: readonly string[];
  trustProxy: TrustedProxies;
  /** Exact paths that take a file as the body (image/*) instead of JSON (images: decision 083). */
  uploadPaths?: readonly string[];
}): MiddlewareHandler {
  const uploads = new Set(options.uploadPaths ?? []);
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = ownOrigin(c, options.trustProxy);
    const fromUs =
      origin === undefined ? site === undefined || site === 'same-origin' || site === 'none' : origin === own;
    if (!fromUs && !(origin !== undefined && allowed.has(origin))) {
      throw new Forbidden('This request must come from PetPal.');
    }
    const type = c.req.header('content-type')?.split(';')[0]?.trim();
    // The node adapter gives every DELETE a body stream, even an empty one: a body is one the headers declare.
    const length = c.req.header('content-length');
    const hasBody = c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
    const accepted = type !== undefined && (JSON_TYPE.test(type) || (uploads.has(c.req.path) && IMAGE_TYPE.test(type)));
    if ((type !== undefined && !accepted) || (type === undefined && hasBody)) {
      throw new AppError(415, 'unsupported_media_type', 'Send JSON (Content-Type: application/json).');
    }
    await next();
  };
}
