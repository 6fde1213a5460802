import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@petpal/contracts';
import type { Logger } from '../lib/logger';
import { AppError } from './app-error';

const INTERNAL: ErrorBody = { error: { code: 'internal', message: 'Something went wrong. Please try again.' } };

/** Hono's own exceptions (thrown by built-in middleware) mapped onto our codes. */
function fromHttpException(err: HTTPException): AppError {
  switch (err.status) {
    case 400:
      return new AppError(400, 'bad_request', 'The request could not be understood.');
    case 401:
      return new AppError(401, 'unauthorized', 'Please sign in to continue.');
    case 404:
      return new AppError(404, 'not_found', 'We could not find what you were looking for.');
    case 413:
      return new AppError(413, 'payload_too_large', 'Request body is too large (limit 1 MB).');
    default:
      return new AppError(err.status, 'http_error', err.message || 'The request could not be completed.');
  }
}

function body(err: AppError): ErrorBody {
  return { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
}

/** The single place where errors become HTTP responses. Never leaks a stack. */
export function createOnError(log: Logger) {
  return (err: Error, c: Context): Response => {
    const known = err instanceof AppError ? err : err instanceof HTTPException ? fromHttpException(err) : null;
    if (known) {
      if (known.retryAfter !== undefined) c.header('Retry-After', String(known.retryAfter));
      return c.json(body(known), known.status as ContentfulStatusCode);
    }
    log.error('unhandled error', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      err: err.message,
      stack: err.stack,
    });
    return c.json(INTERNAL, 500);
  };
}
