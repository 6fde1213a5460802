import styled from 'styled-components';
import { AdminLoginInput } from '@petpal/api/contracts';
import { Button, PasswordField, TextField } from '@petpal/design-system';
import { FormBanner } from '../../session/components/FormBanner';
import { useContractForm } from '../../session/use-contract-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const fields = ['email', 'password'] as const;

export interface AdminLoginFormProps {
  onSubmit(input: AdminLoginInput): void;
  submitting?: boolean;
  error?: string | null;
}

/** The administrators' sign-in: their own accounts, separate from users'. */
export function AdminLoginForm({ onSubmit, submitting = false, error }: AdminLoginFormProps) {
  const form = useContractForm(AdminLoginInput, fields);
  return (
    <Form noValidate aria-label="Admin login form" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={form.values.email}
        onChange={form.onChange}
        error={form.errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.onChange}
        error={form.errors.password}
      />
      <Button type="submit" fullWidth loading={submitting}>
        Login
      </Button>
    </Form>
  );
}
