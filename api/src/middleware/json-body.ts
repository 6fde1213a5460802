import type { MiddlewareHandler } from 'hono';
import { Invalid } from '../errors';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Parses a JSON body up front (Hono caches it for the validators) so that
 * malformed JSON is one clear 400 wherever it is sent.
 */
export function jsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    if (c.req.raw.body !== null && JSON_TYPE.test(type)) {
      try {
        await c.req.json();
      } catch {
        throw new Invalid('Request body is not valid JSON.', undefined, 'invalid_json');
      }
    }
    await next();
  };
}
