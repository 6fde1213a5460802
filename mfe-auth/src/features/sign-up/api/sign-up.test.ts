import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { apiError, mockFetch } from '../../../test/render';
import { RequestTimeoutError } from '../../../lib/request-retry';
import { isRetryableSignupFailure, signUp } from './sign-up';

const input = { email: 'sam@example.com', password: 'secret1', confirmPassword: 'secret1' };
const accepted = { status: 201, body: { status: 'pending_verification', email: 'sam@example.com' } };

function headerOf(call: unknown[] | undefined, name: string) {
  const init = call?.[1] as RequestInit | undefined;
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('signUp', () => {
  it('retries a timeout and a 504 with the same Idempotency-Key, then resolves', async () => {
    const fetchMock = mockFetch('pending', apiError(504, 'gateway_timeout', 'Gateway timeout'), accepted);
    const onRetry = vi.fn();
    const result = signUp(input, onRetry);

    await vi.advanceTimersByTimeAsync(15_000 + 2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(result).resolves.toEqual({ status: 'pending_verification', email: 'sam@example.com' });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onRetry).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map((call) => headerOf(call, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signup');
  });

  it('retries a failed fetch, and gives each new submission a new key', async () => {
    const fetchMock = mockFetch('network-error', accepted);
    const first = signUp(input);
    await vi.advanceTimersByTimeAsync(2_000);
    await first;
    await signUp(input);
    const keys = fetchMock.mock.calls.map((call) => headerOf(call, 'Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('does not retry a refusal', async () => {
    const fetchMock = mockFetch(
      apiError(409, 'email_taken', 'This email is already registered. Try logging in instead.'),
    );
    await expect(signUp(input)).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryableSignupFailure', () => {
  it('accepts a timeout, a 504 and a failed fetch only', () => {
    expect(isRetryableSignupFailure(new RequestTimeoutError(15_000))).toBe(true);
    expect(isRetryableSignupFailure(new ApiError(504, 'http_504', 'x'))).toBe(true);
    expect(isRetryableSignupFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableSignupFailure(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isRetryableSignupFailure(new ApiError(429, 'rate_limited', 'x'))).toBe(false);
    expect(isRetryableSignupFailure(new Error('x'))).toBe(false);
  });
});
