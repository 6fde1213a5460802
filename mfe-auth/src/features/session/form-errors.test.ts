import { describe, expect, it } from 'vitest';
import { pickFieldErrors } from './form-errors';

describe('pickFieldErrors', () => {
  it('keeps the first message of each known field and drops the rest', () => {
    expect(
      pickFieldErrors(
        ['email', 'password'],
        [
          ['email', 'first'],
          ['email', 'second'],
          ['role', 'not a form field'],
          [undefined, 'form-level'],
          ['password', 'too short'],
        ],
      ),
    ).toEqual({ email: 'first', password: 'too short' });
  });
});
