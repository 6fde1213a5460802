import { describe, expect, it } from 'vitest';
import { stylistMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { isForbidden, refusalMessage } from './api-errors';

describe('refusalMessage', () => {
  it.each([
    [new ApiError(409, 'slot_taken', stylistMessages.slotTaken), stylistMessages.slotTaken],
    [new ApiError(403, 'forbidden', stylistMessages.noOwnerProfile), stylistMessages.noOwnerProfile],
    [new ApiError(429, 'rate_limited', 'Slow down'), 'Fallback'],
    [new ApiError(500, 'internal', 'Oops'), 'Fallback'],
    [new TypeError('Failed to fetch'), 'Fallback'],
  ])('%s -> %s', (error, message) => {
    expect(refusalMessage(error, 'Fallback')).toBe(message);
  });
});

describe('isForbidden', () => {
  it('reads a 403 as a missing profile, nothing else', () => {
    expect(isForbidden(new ApiError(403, 'forbidden', stylistMessages.notStylist))).toBe(true);
    expect(isForbidden(new ApiError(401, 'unauthorized', 'Please log in to continue.'))).toBe(false);
    expect(isForbidden(new TypeError('Failed to fetch'))).toBe(false);
  });
});
