import { describe, expect, it } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { RequestTimeoutError } from '../../lib/request-retry';
import { signupFailure } from './signup-errors';

const unexpected = 'An unexpected error occurred during signup. Please try again.';

describe('signupFailure', () => {
  it('shows the 409 message as the API sent it', () => {
    const message = 'This email is already registered. Try logging in instead.';
    expect(signupFailure(new ApiError(409, 'email_taken', message))).toEqual({ banner: { message } });
  });

  it('has its own words for the rate limit', () => {
    expect(signupFailure(new ApiError(429, 'rate_limited', 'Too many requests.'))).toEqual({
      banner: { message: 'Too many signup attempts. Please try again later.' },
    });
  });

  it('puts 400 field errors under their fields, or shows the message when there are none', () => {
    expect(
      signupFailure(
        new ApiError(400, 'invalid_input', 'Some fields are not valid.', {
          password: 'Please use a stronger password (at least 6 characters).',
          role: 'Unrecognized key',
        }),
      ),
    ).toEqual({ fields: { password: 'Please use a stronger password (at least 6 characters).' } });
    expect(signupFailure(new ApiError(400, 'bad_request', 'The request could not be understood.'))).toEqual({
      banner: { message: 'The request could not be understood.' },
    });
  });

  it('titles spent retries "Signup timeout"', () => {
    for (const error of [new RequestTimeoutError(15_000), new ApiError(504, 'http_504', 'x'), new TypeError('fetch')]) {
      expect(signupFailure(error)).toEqual({ banner: { title: 'Signup timeout', message: unexpected } });
    }
  });

  it('falls back to the generic banner', () => {
    expect(signupFailure(new ApiError(500, 'internal', 'Something went wrong.'))).toEqual({
      banner: { message: unexpected },
    });
  });
});
