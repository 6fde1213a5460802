import { useMutation } from '@tanstack/react-query';
import { SignupAccepted, type SignupInput } from '@petpal/contracts';
import { ApiError, apiFetch, newIdempotencyKey } from '@petpal/design-system';
import { isNetworkFailure } from '../../../lib/request-errors';
import { RequestTimeoutError, withRetry } from '../../../lib/request-retry';

/** Spec section 9: 15 s per attempt, up to 2 retries, backoff from 2 s. */
export const signupRetry = { timeoutMs: 15_000, retries: 2, backoffMs: 2_000 } as const;

/** Only a request that may not have reached the API, or timed out behind it, is sent again. */
export function isRetryableSignupFailure(error: unknown): boolean {
  return (
    error instanceof RequestTimeoutError ||
    (error instanceof ApiError && error.status === 504) ||
    isNetworkFailure(error)
  );
}

/**
 * POST /api/auth/signup, retried per section 9. Every attempt carries the same Idempotency-Key, so a retry
 * of a sign-up the API did receive replays its answer instead of creating a second account or email.
 */
export function signUp(input: SignupInput, onRetry?: () => void) {
  const idempotencyKey = newIdempotencyKey();
  return withRetry(
    (signal) =>
      apiFetch('/api/auth/signup', SignupAccepted, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      }),
    { ...signupRetry, isRetryable: isRetryableSignupFailure, onRetry },
  );
}

export function useSignUp(options: { onRetry(): void; onSuccess(accepted: SignupAccepted): void }) {
  return useMutation({
    mutationFn: (input: SignupInput) => signUp(input, options.onRetry),
    onSuccess: options.onSuccess,
  });
}
