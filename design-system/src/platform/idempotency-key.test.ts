import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createAttemptKeys, isSettledAnswer } from './idempotency-key';

describe('createAttemptKeys', () => {
  it('reuses the key when the same request is retried after a network failure or a 5xx', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ slot: '09:00' });
    keys.settle(new TypeError('Failed to fetch'));
    expect(keys.keyFor({ slot: '09:00' })).toBe(first);
    keys.settle(new ApiError(503, 'unavailable', 'Down'));
    expect(keys.keyFor({ slot: '09:00' })).toBe(first);
  });

  it('starts a new attempt after a settled answer or with another request', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ slot: '09:00' });
    const other = keys.keyFor({ slot: '09:30' });
    expect(other).not.toBe(first);
    keys.settle(new ApiError(402, 'payment_declined', 'Declined'));
    expect(keys.keyFor({ slot: '09:30' })).not.toBe(other);
    const third = keys.keyFor({ slot: '09:30' });
    keys.settle();
    expect(keys.keyFor({ slot: '09:30' })).not.toBe(third);
  });
});

describe('isSettledAnswer', () => {
  it.each([
    [new ApiError(409, 'conflict', 'Taken'), true],
    [new ApiError(409, 'idempotency_in_progress', 'In progress'), false],
    [new ApiError(429, 'rate_limited', 'Slow down'), false],
    [new ApiError(500, 'internal', 'Oops'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s -> %s', (error, settled) => {
    expect(isSettledAnswer(error)).toBe(settled);
  });
});
