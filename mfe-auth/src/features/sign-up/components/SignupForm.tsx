import { useRef } from 'react';
import styled from 'styled-components';
import { SignupInput } from '@petpal/contracts';
import { Alert, Button, PasswordField, TextField } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import type { FieldErrors } from '../../session/form-errors';
import { useContractForm, useFocusOnFieldErrors } from '../../session/use-contract-form';
import { signupMessages } from '../signup-errors';
import { signupFields, type SignupField } from '../signup-fields';

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
  fieldErrors?: FieldErrors<SignupField>;
}

/** Email, password and its confirmation, checked with the SignupInput contract before anything is sent. */
export function SignupForm({ onSubmit, submitting = false, retrying = false, error, fieldErrors }: SignupFormProps) {
  const form = useContractForm(SignupInput, signupFields);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFieldErrors(formRef, signupFields, fieldErrors);
  const errorOf = (field: SignupField) => form.errors[field] ?? fieldErrors?.[field];
  return (
    <Form ref={formRef} noValidate aria-label="Sign-up form" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner title={error.title} message={error.message} />}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.values.email}
        onChange={form.onChange}
        error={errorOf('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={form.values.password}
        onChange={form.onChange}
        error={errorOf('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={form.onChange}
        error={errorOf('confirmPassword')}
      />
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
