import { describe, expect, it } from 'vitest';
import { SignupInput } from '@petpal/contracts';
import { checkContract } from '@petpal/design-system';

const validate = (values: Record<string, string>) => checkContract(SignupInput, values);

describe('sign-up form validation (SignupInput contract)', () => {
  it('gives each field its message', () => {
    expect(validate({ email: 'not-an-email', password: '123', confirmPassword: '' })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
        confirmPassword: 'Password must be at least 6 characters',
      },
    });
  });

  it('says "Passwords do not match" on the confirmation', () => {
    expect(validate({ email: 'sam@example.com', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('accepts matching passwords', () => {
    expect(validate({ email: 'sam@example.com', password: 'secret1', confirmPassword: 'secret1' }).ok).toBe(true);
  });
});
