import { vetMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';

/** Spec section 8, word for word. */
export const appointmentMessages = {
  loadFailed: 'Failed to load appointments. Please try again.',
  cancelledTitle: 'Appointment Cancelled',
  cancelled: 'Your appointment has been cancelled successfully.',
  cancelFailed: vetMessages.cancelFailed,
  rated: 'Rating submitted successfully!',
  rateFailed: vetMessages.ratingFailed,
  rateUnexpected: 'An unexpected error occurred while submitting your rating.',
} as const;

/** The API's explanation of a refusal (4xx), else the spec's message. */
export function cancelErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.status !== 429
    ? error.message
    : appointmentMessages.cancelFailed;
}

/**
 * Spec section 8: a refused or failed request says "Failed to submit rating. Please try again." (or the
 * API's explanation, such as "already rated"); anything else is unexpected.
 */
export function ratingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status < 500 && error.status !== 429 ? error.message : appointmentMessages.rateFailed;
  }
  if (error instanceof TypeError) return appointmentMessages.rateFailed;
  return appointmentMessages.rateUnexpected;
}
