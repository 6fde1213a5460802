import { describe, expect, it } from 'vitest';
import { careMessages, DeclineBookingRequestInput, RateSitterInput } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { apiFieldErrors, validate } from './validate';

describe('validate', () => {
  it('returns the parsed input', () => {
    expect(validate(DeclineBookingRequestInput, { reason: '  Away that week ' })).toEqual({
      ok: true,
      data: { reason: 'Away that week' },
    });
  });

  it("returns the contract's first message per field", () => {
    expect(validate(DeclineBookingRequestInput, { reason: '   ' })).toEqual({
      ok: false,
      errors: { reason: careMessages.declineReason },
    });
    expect(validate(RateSitterInput, { rating: 0, feedback: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { rating: careMessages.rating, feedback: careMessages.feedbackMax },
    });
  });
});

describe('apiFieldErrors', () => {
  it("uses the API's fields, else the given message", () => {
    expect(apiFieldErrors(new ApiError(400, 'invalid_input', 'Bad', { emergencyContact: 'Missing' }), 'x')).toEqual({
      emergencyContact: 'Missing',
    });
    expect(apiFieldErrors(new ApiError(500, 'internal', 'Oops', {}), careMessages.createFailed)).toEqual({
      form: careMessages.createFailed,
    });
    expect(apiFieldErrors(new TypeError('Failed to fetch'), 'Could not send.')).toEqual({ form: 'Could not send.' });
  });
});
