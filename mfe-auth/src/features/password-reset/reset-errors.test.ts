import { describe, expect, it } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { passwordUpdateFailure, resetLinkErrorMessage, resetRequestErrorMessage } from './reset-errors';

describe('reset errors', () => {
  it("request: the API's reason, else Unable to send reset email.", () => {
    expect(resetRequestErrorMessage(new ApiError(404, 'not_found', 'No account found with this email address.'))).toBe(
      'No account found with this email address.',
    );
    expect(
      resetRequestErrorMessage(new ApiError(429, 'rate_limited', 'Too many reset attempts. Please try again later.')),
    ).toBe('Too many reset attempts. Please try again later.');
    expect(resetRequestErrorMessage(new TypeError('Failed to fetch'))).toBe('Unable to send reset email.');
    expect(resetRequestErrorMessage(new ApiError(500, 'internal', 'x'))).toBe('Unable to send reset email.');
  });

  it("link check: the API's reason, else that the link could not be verified", () => {
    expect(
      resetLinkErrorMessage(
        new ApiError(400, 'invalid_token', 'Password reset link has expired. Please request a new one.'),
      ),
    ).toBe('Password reset link has expired. Please request a new one.');
    expect(resetLinkErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to verify reset link. Please request a new password reset link.',
    );
  });

  it('update: field errors, the link reason, or the generic message', () => {
    expect(
      passwordUpdateFailure(
        new ApiError(400, 'invalid_input', 'Some fields are not valid.', {
          password: 'Password must be at least 6 characters long.',
        }),
      ),
    ).toEqual({ fields: { password: 'Password must be at least 6 characters long.' } });
    expect(
      passwordUpdateFailure(
        new ApiError(400, 'invalid_token', 'Invalid or expired reset link. Please request a new password reset link.', {
          token: 'Invalid or expired reset link. Please request a new password reset link.',
        }),
      ),
    ).toEqual({ message: 'Invalid or expired reset link. Please request a new password reset link.' });
    expect(passwordUpdateFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to update password. Please try again.',
    });
  });
});
