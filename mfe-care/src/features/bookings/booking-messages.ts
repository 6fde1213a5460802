import { ApiError } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';

/** What the owner's bookings card says (the rating's words are in lib/rate-booking). */
export const bookingMessages = {
  loadFailed: 'Failed to load your care bookings. Please try again.',
  cancelledTitle: 'Booking Cancelled',
  cancelled: 'Your booking request has been cancelled.',
  cancelFailed: 'Failed to cancel booking. Please try again.',
} as const;

export const cancelErrorMessage = (error: unknown) => refusalMessage(error, bookingMessages.cancelFailed);

/**
 * A user without a pet owner record (a new account, a provider) has no bookings: the API's 403 reads as an
 * empty list, not a failure (as spec section 6 has it for pets).
 */
export function isNotAnOwner(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
