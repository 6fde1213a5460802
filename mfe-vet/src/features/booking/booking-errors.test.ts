import { describe, expect, it } from 'vitest';
import { vetMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { bookingErrorMessage, isMissingOwnerProfile, isSlotTaken } from './booking-errors';

describe('booking errors', () => {
  it("shows the API's explanation of a refusal, and the spec's message otherwise", () => {
    expect(bookingErrorMessage(new ApiError(403, 'forbidden', vetMessages.noOwnerProfile))).toBe(
      vetMessages.noOwnerProfile,
    );
    expect(bookingErrorMessage(new ApiError(500, 'internal', 'Something went wrong. Please try again.'))).toBe(
      vetMessages.bookFailed,
    );
    expect(bookingErrorMessage(new TypeError('Failed to fetch'))).toBe(vetMessages.bookFailed);
  });

  it('tells a taken slot from a retry still in progress', () => {
    expect(isSlotTaken(new ApiError(409, 'slot_taken', vetMessages.slotTaken))).toBe(true);
    expect(isSlotTaken(new ApiError(409, 'idempotency_in_progress', 'Still running'))).toBe(false);
  });

  it('recognises the missing pet owner profile', () => {
    expect(isMissingOwnerProfile(new ApiError(404, 'not_found', 'Pet owner profile was not found.'))).toBe(true);
    expect(isMissingOwnerProfile(new ApiError(500, 'internal', 'Oops'))).toBe(false);
  });
});
