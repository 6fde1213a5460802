import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, withRetry, type RetryOptions } from './request-retry';

class Retryable extends Error {}

const policy = { timeoutMs: 15_000, retries: 2, backoffMs: 2_000 };

function options(overrides: Partial<RetryOptions> = {}): RetryOptions {
  return {
    ...policy,
    isRetryable: (error) => error instanceof Retryable || error instanceof RequestTimeoutError,
    ...overrides,
  };
}

/** A request that never answers, but rejects with the abort reason as fetch does. */
function hangs(signal: AbortSignal) {
  return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withRetry', () => {
  it('returns the first answer without waiting', async () => {
    const request = vi.fn(async () => 'ok');
    await expect(withRetry(request, options())).resolves.toBe('ok');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('aborts an attempt after its time limit and retries after 2 s, then 4 s', async () => {
    const onRetry = vi.fn();
    const signals: AbortSignal[] = [];
    const request = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length < 3 ? hangs(signal) : Promise.resolve('created');
    });
    const result = withRetry(request, options({ onRetry }));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBeInstanceOf(RequestTimeoutError);
    expect(onRetry).toHaveBeenLastCalledWith(expect.objectContaining({ attempt: 1, delayMs: 2_000 }));

    await vi.advanceTimersByTimeAsync(1_999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(15_000);
    expect(onRetry).toHaveBeenLastCalledWith(expect.objectContaining({ attempt: 2, delayMs: 4_000 }));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toBe('created');
  });

  it('times out a request that ignores its signal', async () => {
    const result = withRetry(() => new Promise<never>(() => {}), options({ retries: 0 }));
    const outcome = expect(result).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('gives up after two retries and throws the last failure', async () => {
    const failures = [new Retryable('first'), new Retryable('second'), new Retryable('third')];
    const request = vi.fn(async () => {
      throw failures[request.mock.calls.length - 1];
    });
    const outcome = expect(withRetry(request, options())).rejects.toBe(failures[2]);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000);
    await outcome;
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failure that is not retryable', async () => {
    const refused = new Error('409');
    const request = vi.fn(async () => {
      throw refused;
    });
    const onRetry = vi.fn();
    await expect(withRetry(request, options({ onRetry }))).rejects.toBe(refused);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('stops retrying when a retry fails for another reason', async () => {
    const refused = new Error('429');
    const request = vi.fn(async () => {
      throw request.mock.calls.length === 1 ? new Retryable('504') : refused;
    });
    const outcome = expect(withRetry(request, options())).rejects.toBe(refused);
    await vi.advanceTimersByTimeAsync(2_000);
    await outcome;
    expect(request).toHaveBeenCalledTimes(2);
  });
});
