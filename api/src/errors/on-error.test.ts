import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../lib/logger';
import { AppError, Conflict, Forbidden, Invalid, NotFound, RateLimited, Unauthorized } from './app-error';
import { createOnError } from './on-error';

function appThrowing(error: Error) {
  const log = createMemoryLogger();
  const app = new Hono().get('/', () => {
    throw error;
  });
  app.onError(createOnError(log));
  return { app, log };
}

describe('onError', () => {
  it.each([
    [new Invalid('Bad input.', { email: 'Please enter a valid email address.' }), 400, 'invalid_input'],
    [new Unauthorized(), 401, 'unauthorized'],
    [new Forbidden(), 403, 'forbidden'],
    [new NotFound('No such pet.'), 404, 'not_found'],
    [new Conflict('This slot was just booked.', 'slot_taken'), 409, 'slot_taken'],
    [new RateLimited('Too many login attempts. Please try again later.', 42), 429, 'rate_limited'],
    [new AppError(413, 'payload_too_large', 'Too big.'), 413, 'payload_too_large'],
  ])('maps %o to its status and the one error shape', async (error, status, code) => {
    const { app, log } = appThrowing(error);
    const res = await app.request('/');
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toEqual({
      error: { code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
    expect(log.lines).toEqual([]);
  });

  it('sends Retry-After for rate limits', async () => {
    const res = await appThrowing(new RateLimited('Slow down.', 42)).app.request('/');
    expect(res.headers.get('retry-after')).toBe('42');
  });
});
