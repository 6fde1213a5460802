import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentMethod, type AddPaymentMethodInput } from '@petpal/contracts';
import { ApiError, apiFetch, sharedQueryKeys, newIdempotencyKey } from '@petpal/design-system';
import { isNetworkFailure } from '../../../lib/request-errors';
import { RequestTimeoutError, withRetry } from '../../../lib/request-retry';

/** As a sign-up (spec section 9): 15 s per attempt, up to 2 retries, backoff from 2 s. */
export const addPaymentMethodRetry = { timeoutMs: 15_000, retries: 2, backoffMs: 2_000 } as const;

/**
 * Sent again: an attempt that may not have reached the API or timed out behind it, a payment provider that
 * was unavailable (503), and an earlier attempt the API is still working on (409 in progress).
 */
export function isRetryableAddFailure(error: unknown): boolean {
  if (error instanceof RequestTimeoutError || isNetworkFailure(error)) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status === 503 || error.status === 504 || error.code === 'idempotency_in_progress';
}

/**
 * POST /api/auth/payment-methods. Each add attempt gets its own Idempotency-Key and its retries reuse it,
 * so a card the API saved but whose answer was lost is not saved a second time.
 */
export function addPaymentMethod(input: AddPaymentMethodInput) {
  const idempotencyKey = newIdempotencyKey();
  return withRetry(
    (signal) =>
      apiFetch('/api/auth/payment-methods', PaymentMethod, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      }),
    { ...addPaymentMethodRetry, isRetryable: isRetryableAddFailure },
  );
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.paymentMethods() }),
  });
}
