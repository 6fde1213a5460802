import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { cancelErrorMessage, isNotAnOwner } from './booking-messages';

describe('booking messages', () => {
  it("explains a refused cancellation in the API's words", () => {
    expect(cancelErrorMessage(new ApiError(409, 'conflict', careMessages.notCancellable))).toBe(
      careMessages.notCancellable,
    );
    expect(cancelErrorMessage(new ApiError(500, 'internal', 'Oops'))).toBe(
      'Failed to cancel booking. Please try again.',
    );
  });

  it('reads a 403 as a user who is not a pet owner', () => {
    expect(isNotAnOwner(new ApiError(403, 'forbidden', careMessages.noOwnerProfile))).toBe(true);
    expect(isNotAnOwner(new ApiError(500, 'internal', 'Oops'))).toBe(false);
  });
});
