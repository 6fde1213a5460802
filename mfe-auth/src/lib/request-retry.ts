/** A request that got no answer within its time limit (it has been aborted). */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

export interface RetryOptions {
  /** Time limit of each attempt; the attempt's signal is aborted when it runs out. */
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** Wait before the first retry; doubled before each further one. */
  backoffMs: number;
  isRetryable(error: unknown): boolean;
  onRetry?(retry: { attempt: number; delayMs: number; error: unknown }): void;
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(request: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const timeout = new RequestTimeoutError(timeoutMs);
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
    request(controller.signal)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Runs `request` with a time limit per attempt and retries the failures `isRetryable` accepts, waiting
 * backoffMs, then twice that, and so on. The last failure is thrown as it came.
 *
 * @example withRetry((signal) => fetch(url, { signal }), { timeoutMs: 15_000, retries: 2, backoffMs: 2_000, isRetryable })
 */
export async function withRetry<T>(request: (signal: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(request, options.timeoutMs);
    } catch (error) {
      if (attempt >= options.retries || !options.isRetryable(error)) throw error;
      const delayMs = options.backoffMs * 2 ** attempt;
      options.onRetry?.({ attempt: attempt + 1, delayMs, error });
      await sleep(delayMs);
    }
  }
}
