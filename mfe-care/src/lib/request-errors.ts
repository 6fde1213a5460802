import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';

/** Spec section 8's words for a failed load of the owner's pets. */
export const PETS_LOAD_FAILED = 'Failed to load pets';

/**
 * Spec section 8: "Booking Failed" with the API's explanation of a refusal (a 4xx, such as "Could not find
 * your pet owner profile. Please contact support."), "Failed to create booking request. Please try again."
 * when the API failed, and "Failed to send booking request. Please try again." when the request never
 * reached it.
 */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status < 500 && error.status !== 429 ? error.message : careMessages.createFailed;
  }
  if (error instanceof TypeError) return careMessages.requestFailed;
  return careMessages.createFailed;
}
