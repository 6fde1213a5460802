import { useRef } from 'react';
import styled from 'styled-components';
import { PasswordResetInput } from '@petpal/contracts';
import { Button, PasswordField } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import type { FieldErrors } from '../../session/form-errors';
import { useContractForm, useFocusOnFieldErrors } from '../../session/use-contract-form';
import { newPasswordFields, type NewPasswordField } from '../reset-fields';

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
  fieldErrors?: FieldErrors<NewPasswordField>;
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
  const form = useContractForm(PasswordResetInput, newPasswordFields, { token });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFieldErrors(formRef, newPasswordFields, fieldErrors);
  return (
    <Form ref={formRef} noValidate aria-label="Reset password form" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner message={error} />}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        disabled={disabled}
        value={form.values.password}
        onChange={form.onChange}
        error={form.errors.password ?? fieldErrors?.password}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        disabled={disabled}
        value={form.values.confirmPassword}
        onChange={form.onChange}
        error={form.errors.confirmPassword ?? fieldErrors?.confirmPassword}
      />
      <Button type="submit" fullWidth disabled={disabled} loading={submitting}>
        Update Password
      </Button>
    </Form>
  );
}
