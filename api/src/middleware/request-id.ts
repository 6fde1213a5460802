import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

const HEADER = 'X-Request-Id';
const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * Hono's requestId, with the header written on the final response (after `next`), like the security headers.
 * Hono's writes it before `next`, which is only kept when an earlier middleware made the response object
 * then, and that forces every JSON answer through a full Response and a stream (see api-headers.ts).
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header(HEADER);
    const id = sent && sent.length <= MAX_LENGTH && !UNSAFE.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set(HEADER, id);
  };
}
