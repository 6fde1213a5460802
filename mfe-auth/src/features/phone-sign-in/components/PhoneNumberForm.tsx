import styled from 'styled-components';
import { type AuthMode, PhoneSendInput } from '@petpal/contracts';
import { Button, TextField, useContractForm } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { BackToEmailButton } from './BackToEmailButton';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export interface PhoneNumberFormProps {
  mode: AuthMode;
  /** The number in E.164 form, checked with the contract. */
  onSubmit(input: PhoneSendInput): void;
  /** Back to the email form. */
  onBack(): void;
  /** The number the field starts with (after Change Phone Number, the one the code went to). */
  defaultPhone?: string;
  /** Shows the spinner and disables Send Verification Code. */
  submitting?: boolean;
  /** The banner when the code could not be sent ("Phone sign-in failed"). */
  error?: { title: string; message: string } | null;
}

/** Step 1 of the phone flow: the number and Send Verification Code. */
export function PhoneNumberForm({
  mode,
  onSubmit,
  onBack,
  defaultPhone = '',
  submitting = false,
  error,
}: PhoneNumberFormProps) {
  const form = useContractForm(PhoneSendInput, { defaultValues: { phone: defaultPhone }, context: { mode } });
  return (
    <Form noValidate aria-label="Phone sign-in" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner title={error.title} message={error.message} />}
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+919876543210"
        hint="Include your country code, e.g. +91."
        {...form.field('phone')}
      />
      <Button type="submit" fullWidth loading={submitting}>
        Send Verification Code
      </Button>
      <BackToEmailButton mode={mode} variant="ghost" fullWidth onClick={onBack} />
    </Form>
  );
}
