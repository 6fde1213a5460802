import { describe, expect, it } from 'vitest';
import { PasswordResetInput, PasswordResetRequestInput } from '@petpal/contracts';
import { validateForm } from '../session/form-errors';
import { newPasswordFields, resetRequestFields } from './reset-fields';

const token = 'a'.repeat(64);

describe('reset request validation (PasswordResetRequestInput contract)', () => {
  it('asks for a valid email address', () => {
    expect(validateForm(PasswordResetRequestInput, resetRequestFields, { email: 'sam' })).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(validateForm(PasswordResetRequestInput, resetRequestFields, { email: 'sam@example.com' }).success).toBe(
      true,
    );
  });
});

describe('new password validation (PasswordResetInput contract)', () => {
  const validate = (values: Record<string, string>) =>
    validateForm(PasswordResetInput, newPasswordFields, { token, ...values });

  it('asks for at least 6 characters', () => {
    expect(validate({ password: '12345', confirmPassword: '12345' })).toEqual({
      success: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
  });

  it('says "Passwords don\'t match" on the confirmation', () => {
    expect(validate({ password: 'secret1', confirmPassword: 'secret9' })).toEqual({
      success: false,
      errors: { confirmPassword: "Passwords don't match" },
    });
  });

  it('sends the token with the new password', () => {
    expect(validate({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      success: true,
      data: { token, password: 'secret1', confirmPassword: 'secret1' },
    });
  });
});
