import { describe, expect, it } from 'vitest';
import { vetMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { appointmentMessages, cancelErrorMessage, ratingErrorMessage } from './appointment-messages';

describe('appointment error messages', () => {
  it('cancel: the refusal as the API words it, else the spec message', () => {
    expect(cancelErrorMessage(new ApiError(409, 'too_late', vetMessages.cancelTooLate))).toBe(
      vetMessages.cancelTooLate,
    );
    expect(cancelErrorMessage(new ApiError(500, 'internal', 'x'))).toBe(
      'Failed to cancel appointment. Please try again.',
    );
    expect(cancelErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to cancel appointment. Please try again.',
    );
  });

  it('rating: refusals, failures and the unexpected', () => {
    expect(ratingErrorMessage(new ApiError(409, 'already_rated', vetMessages.alreadyRated))).toBe(
      vetMessages.alreadyRated,
    );
    expect(ratingErrorMessage(new ApiError(503, 'unavailable', 'x'))).toBe(
      'Failed to submit rating. Please try again.',
    );
    expect(ratingErrorMessage(new TypeError('Failed to fetch'))).toBe(appointmentMessages.rateFailed);
    expect(ratingErrorMessage(new Error('parse'))).toBe('An unexpected error occurred while submitting your rating.');
  });
});
