import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { ratingErrorMessage } from './rate-booking';

describe('rating messages', () => {
  it.each([
    [new ApiError(409, 'conflict', careMessages.alreadyRated), careMessages.alreadyRated],
    [new ApiError(409, 'conflict', careMessages.notRatable), careMessages.notRatable],
    [new ApiError(503, 'unavailable', 'Down'), 'Failed to submit rating. Please try again.'],
    [new TypeError('Failed to fetch'), 'Failed to submit rating. Please try again.'],
    [new Error('Unexpected answer'), 'An unexpected error occurred while submitting your rating.'],
  ])('%s -> %s', (error, message) => {
    expect(ratingErrorMessage(error)).toBe(message);
  });
});
