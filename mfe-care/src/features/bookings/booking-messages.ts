import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';

/** What the owner's bookings card says; the rating messages are spec section 8's. */
export const bookingMessages = {
  loadFailed: 'Failed to load your care bookings. Please try again.',
  cancelledTitle: 'Booking Cancelled',
  cancelled: 'Your booking request has been cancelled.',
  cancelFailed: 'Failed to cancel booking. Please try again.',
  rated: careMessages.ratingSubmitted,
  rateFailed: careMessages.ratingFailed,
  rateUnexpected: careMessages.ratingUnexpected,
} as const;

export const cancelErrorMessage = (error: unknown) => refusalMessage(error, bookingMessages.cancelFailed);

/**
 * Spec section 8: a refused or failed rating says "Failed to submit rating. Please try again." (or the API's
 * explanation, such as "already rated"); anything else is unexpected.
 */
export function ratingErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof TypeError) return refusalMessage(error, bookingMessages.rateFailed);
  return bookingMessages.rateUnexpected;
}

/**
 * A user without a pet owner record (a new account, a provider) has no bookings: the API's 403 reads as an
 * empty list, not a failure (as spec section 6 has it for pets).
 */
export function isNotAnOwner(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
