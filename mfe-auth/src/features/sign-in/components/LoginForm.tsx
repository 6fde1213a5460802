import styled from 'styled-components';
import { LoginInput } from '@petpal/contracts';
import type * as z from 'zod/mini';
import { Button, PasswordField, useContractForm } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { EmailField } from '../../../ui/EmailField';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.spacing[2]};
`;

export interface LoginFormProps {
  onSubmit(input: LoginInput): void;
  /** Shows "Forgot your password?"; administrators have no self-service reset, so their form omits it. */
  onForgotPassword?(): void;
  /** The contract the fields are checked with: users' LoginInput by default, AdminLoginInput for admins. */
  schema?: z.ZodMiniType<LoginInput, LoginInput>;
  /** The form's accessible name. */
  label?: string;
  /** Shows the spinner and disables the submit button. */
  submitting?: boolean;
  /** The banner above the fields when a login was refused or failed. */
  error?: string | null;
}

/** Email and password, checked with the contract before anything is sent. */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  schema = LoginInput,
  label = 'Login form',
  submitting = false,
  error,
}: LoginFormProps) {
  const form = useContractForm(schema, { defaultValues: { email: '', password: '' } });
  return (
    <Form noValidate aria-label={label} onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <EmailField {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      {onForgotPassword && (
        <ForgotRow>
          <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </ForgotRow>
      )}
      <Button type="submit" fullWidth loading={submitting}>
        Login
      </Button>
    </Form>
  );
}
