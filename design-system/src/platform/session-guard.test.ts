import { describe, expect, it } from 'vitest';
import { SessionResponse } from '@petpal/contracts';
import { ROLES } from '@petpal/contracts/roles';
import { isSessionResponse } from './session-guard';

const user = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };

const answers: [name: string, answer: unknown][] = [
  ['a guest', { user: null }],
  ['a signed-in user', { user }],
  ['a phone-only user', { user: { ...user, email: '' } }],
  ['extra fields', { user: { ...user, name: 'Sam' }, extra: 1 }],
  ...ROLES.map((role): [string, unknown] => [`role ${role}`, { user: { ...user, role } }]),
  ['no body', null],
  ['a string', 'nope'],
  ['an array', [user]],
  ['no user key', {}],
  ['user undefined', { user: undefined }],
  ['the user alone', user],
  ['an unknown role', { user: { ...user, role: 'admin' } }],
  ['a numeric id', { user: { ...user, id: 1 } }],
  ['no email', { user: { id: 'u1', role: 'pet_owner' } }],
  ['a null email', { user: { ...user, email: null } }],
  ['no role', { user: { id: 'u1', email: 'sam@example.com' } }],
  ['a user array', { user: [] }],
];

describe('isSessionResponse', () => {
  it.each(answers)('agrees with the SessionResponse schema on %s', (_name, answer) => {
    expect(isSessionResponse(answer)).toBe(SessionResponse.safeParse(answer).success);
  });
});
