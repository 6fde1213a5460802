import styled from 'styled-components';
import { SignupInput } from '@petpal/contracts';
import { Alert, Button, PasswordField, useContractForm, type FieldErrors } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { signupMessages } from '../signup-errors';
import { EmailField } from '../../../ui/EmailField';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export interface SignupFormProps {
  onSubmit(input: SignupInput): void;
  submitting?: boolean;
  /** True while a timed-out attempt is being retried. */
  retrying?: boolean;
  error?: { title?: string; message: string } | null;
  /** Field errors from the API, shown under their fields. */
  fieldErrors?: FieldErrors;
}

/** Email, password and its confirmation, checked with the SignupInput contract before anything is sent. */
export function SignupForm({ onSubmit, submitting = false, retrying = false, error, fieldErrors }: SignupFormProps) {
  const form = useContractForm(SignupInput, {
    defaultValues: { email: '', password: '', confirmPassword: '' },
    apiErrors: fieldErrors,
  });
  return (
    <Form noValidate aria-label="Sign-up form" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner title={error.title} message={error.message} />}
      <EmailField {...form.field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...form.field('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <div aria-live="polite">
        {retrying && (
          <Alert variant="warning" title={signupMessages.timeoutTitle}>
            {signupMessages.retrying}
          </Alert>
        )}
      </div>
      <Button type="submit" fullWidth loading={submitting}>
        Sign Up
      </Button>
    </Form>
  );
}
