import { LoginInput } from '@petpal/contracts';
import { Button } from '@petpal/design-system/core';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import type { FieldErrors } from './field-errors';
import { useContractForm } from './use-contract-form';

export interface ContractFormExampleProps {
  onSubmit(input: LoginInput): void;
  /** What the API refused, by field. */
  apiErrors?: FieldErrors | null;
}

/**
 * The kit at work on the LoginInput contract: how every remote's form is written. A form whose values are not the
 * contract's input names them and says how they become it, the one way (see use-contract-form.test.tsx):
 * `useContractForm<typeof Contract, Values>(Contract, { defaultValues, toInput, refine, shows })`.
 */
export function ContractFormExample({ onSubmit, apiErrors }: ContractFormExampleProps) {
  const form = useContractForm(LoginInput, { defaultValues: { email: '', password: '' }, apiErrors });
  return (
    <form noValidate aria-label="Example form" onSubmit={form.onSubmit(onSubmit)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Email" type="email" {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <Button type="submit">Login</Button>
    </form>
  );
}
