import { describe, expect, it } from 'vitest';
import { PasswordResetInput, PasswordResetRequestInput } from '@petpal/contracts';
import { checkContract } from '@petpal/design-system';

const token = 'a'.repeat(64);

describe('reset request validation (PasswordResetRequestInput contract)', () => {
  it('asks for a valid email address', () => {
    expect(checkContract(PasswordResetRequestInput, { email: 'sam' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(checkContract(PasswordResetRequestInput, { email: 'sam@example.com' }).ok).toBe(true);
  });
});

describe('new password validation (PasswordResetInput contract)', () => {
  const validate = (values: Record<string, string>) => checkContract(PasswordResetInput, { token, ...values });

  it('asks for at least 6 characters', () => {
    expect(validate({ password: '12345', confirmPassword: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
  });

  it('says "Passwords don\'t match" on the confirmation', () => {
    expect(validate({ password: 'secret1', confirmPassword: 'secret9' })).toEqual({
      ok: false,
      errors: { confirmPassword: "Passwords don't match" },
    });
  });

  it('sends the token with the new password', () => {
    expect(validate({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      ok: true,
      data: { token, password: 'secret1', confirmPassword: 'secret1' },
    });
  });
});
