import type { MiddlewareHandler } from 'hono';
import { parseJsonText } from '../lib/json-text';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Checks a JSON body up front, before any route work (idempotency fingerprints included): malformed JSON
 * or nesting past MAX_JSON_DEPTH is one clear 400 wherever it is sent. Hono keeps the text for the validators.
 */
export function jsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    if (c.req.raw.body !== null && JSON_TYPE.test(type)) parseJsonText(await c.req.text());
    await next();
  };
}
