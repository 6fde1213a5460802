import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { answerErrorMessage, isProfileMissing } from './inbox-messages';

describe('inbox messages', () => {
  it.each([
    [new ApiError(409, 'conflict', careMessages.overlap), careMessages.overlap],
    [new ApiError(409, 'conflict', careMessages.expired), careMessages.expired],
    [new ApiError(500, 'internal', 'Oops'), 'Could not save your answer. Please try again.'],
    [new TypeError('Failed to fetch'), 'Could not save your answer. Please try again.'],
  ])('%s -> %s', (error, message) => {
    expect(answerErrorMessage(error)).toBe(message);
  });

  it('reads a 403 as a sitter profile still to complete', () => {
    expect(isProfileMissing(new ApiError(403, 'forbidden', careMessages.notSitter))).toBe(true);
    expect(isProfileMissing(new ApiError(401, 'unauthorized', 'Please log in to continue.'))).toBe(false);
  });
});
