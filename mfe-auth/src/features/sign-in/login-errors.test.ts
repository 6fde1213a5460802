import { describe, expect, it } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { loginErrorMessage } from './login-errors';

describe('loginErrorMessage', () => {
  it("shows the API's message for a refused login", () => {
    for (const [status, code, message] of [
      [401, 'invalid_credentials', 'Incorrect email or password. Please try again.'],
      [403, 'email_not_verified', 'Please verify your email before logging in.'],
      [429, 'rate_limited', 'Too many login attempts. Please try again later.'],
    ] as const) {
      expect(loginErrorMessage(new ApiError(status, code, message))).toBe(message);
    }
  });

  it('falls back when the refusal carries no message', () => {
    expect(loginErrorMessage(new ApiError(401, 'unauthorized', ''))).toBe(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('reports a connection issue when fetch failed', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Connection issue: please check your internet connection and try again.',
    );
  });

  it('reports anything else as unexpected', () => {
    for (const error of [
      new ApiError(500, 'internal', 'Something went wrong. Please try again.'),
      new Error('parse'),
    ]) {
      expect(loginErrorMessage(error)).toBe(
        'Something went wrong: an unexpected error occurred during login. Please try again.',
      );
    }
  });
});
