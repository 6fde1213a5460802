import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkForm } from './contract-resolver';

const Signup = z.strictObject({
  email: z.email('Please enter a valid email'),
  nickname: z.string(),
  inviteId: z.string().check(z.minLength(1, 'This invitation has expired')),
});

const shape = {
  toInput: (values: { email: string; nickname: string; invite: string }) => ({
    email: values.email.trim(),
    nickname: values.nickname,
    inviteId: values.invite,
  }),
  refine: (values: { nickname: string }) => (values.nickname ? {} : { nickname: 'Pick a nickname' }),
};

describe('checkForm', () => {
  it("gives each field's message as a refused submit would, the form's as `form`", async () => {
    expect(await checkForm(Signup, { email: 'ann', nickname: '', invite: '' }, shape)).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email', nickname: 'Pick a nickname', form: 'This invitation has expired' },
    });
  });

  it("gives the contract's output for values it accepts", async () => {
    expect(await checkForm(Signup, { email: ' ann@example.com ', nickname: 'Ann', invite: 'i1' }, shape)).toEqual({
      ok: true,
      data: { email: 'ann@example.com', nickname: 'Ann', inviteId: 'i1' },
    });
  });
});
