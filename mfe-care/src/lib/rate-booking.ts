import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { BookingRatingCreated, careMessages, type RateBookingInput } from '@petpal/contracts';
import { ApiError, apiFetch } from '@petpal/design-system';
import { refusalMessage } from './api-errors';

/** The API's collections of care bookings an owner rates once completed (decision 078). */
export type RatedBookings = 'requests' | 'training-appointments' | 'stylist-appointments';

/** POST /api/care/<bookings>/:id/rating: once per completed booking. */
export function rateBooking(bookings: RatedBookings, id: string, input: RateBookingInput) {
  return apiFetch(`/api/care/${bookings}/${encodeURIComponent(id)}/rating`, BookingRatingCreated, {
    method: 'POST',
    body: input,
  });
}

/** Rates a booking; then `refreshes` reload (the booking shows Rated, the provider's cards their new average). */
export function useRateBooking(bookings: RatedBookings, refreshes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RateBookingInput }) => rateBooking(bookings, id, input),
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * Spec section 8: a refused or failed rating says "Failed to submit rating. Please try again." (or the API's
 * explanation, such as "already rated"); anything else is unexpected.
 */
export function ratingErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof TypeError) return refusalMessage(error, careMessages.ratingFailed);
  return careMessages.ratingUnexpected;
}
