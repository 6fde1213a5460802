import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { requestErrorMessage } from './request-errors';

describe('requestErrorMessage', () => {
  it.each([
    [new ApiError(403, 'forbidden', careMessages.noOwnerProfile), careMessages.noOwnerProfile],
    [new ApiError(409, 'conflict', careMessages.sitterBusy), careMessages.sitterBusy],
    [new ApiError(500, 'internal', 'Oops'), 'Failed to create booking request. Please try again.'],
    [new ApiError(429, 'rate_limited', 'Slow down'), 'Failed to create booking request. Please try again.'],
    [new TypeError('Failed to fetch'), 'Failed to send booking request. Please try again.'],
    [new Error('Unexpected answer'), 'Failed to create booking request. Please try again.'],
  ])('%s -> %s', (error, message) => {
    expect(requestErrorMessage(error)).toBe(message);
  });
});
