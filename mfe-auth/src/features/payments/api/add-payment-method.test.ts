import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { apiError, mockFetch } from '../../../test/render';
import { RequestTimeoutError } from '../../../lib/request-retry';
import { addPaymentMethod, isRetryableAddFailure } from './add-payment-method';

const card = { methodType: 'card' as const, paymentMethodId: 'pm_test_visa' };
const saved = {
  status: 201,
  body: {
    id: '0123456789abcdef01234567',
    methodType: 'card',
    isDefault: true,
    cardBrand: 'Visa',
    cardLastFour: '4242',
  },
};

function keyOf(call: unknown[] | undefined) {
  const init = call?.[1] as RequestInit | undefined;
  return (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('addPaymentMethod', () => {
  it('retries a timeout and a failed fetch with the same Idempotency-Key', async () => {
    const fetchMock = mockFetch('pending', 'network-error', saved);
    const result = addPaymentMethod(card);
    await vi.advanceTimersByTimeAsync(15_000 + 2_000 + 4_000);
    await expect(result).resolves.toMatchObject({ cardLastFour: '4242' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/payment-methods');
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives each add attempt a new key', async () => {
    const fetchMock = mockFetch(saved);
    await addPaymentMethod(card);
    await addPaymentMethod(card);
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('does not retry a decline', async () => {
    const fetchMock = mockFetch(apiError(400, 'card_declined', 'Your card was declined.'));
    await expect(addPaymentMethod(card)).rejects.toMatchObject({ status: 400, message: 'Your card was declined.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryableAddFailure', () => {
  it('accepts lost answers, an unavailable provider and an attempt still in progress', () => {
    expect(isRetryableAddFailure(new RequestTimeoutError(15_000))).toBe(true);
    expect(isRetryableAddFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableAddFailure(new ApiError(503, 'payment_provider_unavailable', 'x'))).toBe(true);
    expect(isRetryableAddFailure(new ApiError(504, 'http_504', 'x'))).toBe(true);
    expect(isRetryableAddFailure(new ApiError(409, 'idempotency_in_progress', 'x'))).toBe(true);
    expect(isRetryableAddFailure(new ApiError(409, 'payment_method_exists', 'x'))).toBe(false);
    expect(isRetryableAddFailure(new ApiError(429, 'rate_limited', 'x'))).toBe(false);
    expect(isRetryableAddFailure(new Error('boom'))).toBe(false);
  });
});
