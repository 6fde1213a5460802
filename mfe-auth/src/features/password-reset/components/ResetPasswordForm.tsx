import styled from 'styled-components';
import { PasswordResetInput } from '@petpal/contracts';
import { Button, PasswordField, useContractForm, type FieldErrors } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export interface ResetPasswordFormProps {
  /** The reset link's token, sent with the new password. */
  token: string;
  onSubmit(input: PasswordResetInput): void;
  /** True until the link is known to be valid, and when it is not. */
  disabled?: boolean;
  submitting?: boolean;
  error?: string | null;
  /** Field errors from the API, shown under their fields. */
  fieldErrors?: FieldErrors;
}

/** New password twice, each with show/hide, checked with the PasswordResetInput contract. */
export function ResetPasswordForm({
  token,
  onSubmit,
  disabled = false,
  submitting = false,
  error,
  fieldErrors,
}: ResetPasswordFormProps) {
  const form = useContractForm(PasswordResetInput, {
    defaultValues: { password: '', confirmPassword: '' },
    context: { token },
    apiErrors: fieldErrors,
  });
  return (
    <Form noValidate aria-label="Reset password form" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <PasswordField label="New password" autoComplete="new-password" disabled={disabled} {...form.field('password')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        disabled={disabled}
        {...form.field('confirmPassword')}
      />
      <Button type="submit" fullWidth disabled={disabled} loading={submitting}>
        Update Password
      </Button>
    </Form>
  );
}
