import { vetMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';

/** The API's own word for a refusal it explains (4xx); the spec's generic message for anything else. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return error.message;
  }
  return fallback;
}

/** A 409 from the booking itself: someone else has the time now (not a retry still running). */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code !== 'idempotency_in_progress';
}

export const bookingErrorMessage = (error: unknown) => requestErrorMessage(error, vetMessages.bookFailed);

/** Spec section 8: loading pets fails silently for a user without a pet owner profile. */
export function isMissingOwnerProfile(error: unknown): boolean {
  return error instanceof Error && /pet owner profile was not found/i.test(error.message);
}
