import { describe, expect, it } from 'vitest';
import { LoginInput } from '@petpal/contracts';
import { checkContract } from '@petpal/design-system';

const validate = (values: Record<string, string>) => checkContract(LoginInput, values);

describe('login form validation (LoginInput contract)', () => {
  it('asks for a valid email and a password of at least 6 characters', () => {
    expect(validate({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email', password: 'Password must be at least 6 characters' },
    });
    expect(validate({ email: 'sam@', password: '12345' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email', password: 'Password must be at least 6 characters' },
    });
  });

  it('accepts a 6-character password and sends the email trimmed and lower-cased', () => {
    expect(validate({ email: '  Sam@Example.COM ', password: '123456' })).toEqual({
      ok: true,
      data: { email: 'sam@example.com', password: '123456' },
    });
  });
});
