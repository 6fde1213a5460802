import styled from 'styled-components';
import { type AuthMode, OTP_LENGTH_MAX, PhoneVerifyInput } from '@petpal/contracts';
import { Button, Text, TextField, useContractForm } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { BackToEmailButton } from './BackToEmailButton';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export interface PhoneCodeFormProps {
  mode: AuthMode;
  /** The number the code went to (E.164). */
  phone: string;
  onSubmit(input: PhoneVerifyInput): void;
  /** Change Phone Number: back to step 1. */
  onChangeNumber(): void;
  /** Back to the email form. */
  onBack(): void;
  /** Shows the spinner and disables Verify & Continue. */
  submitting?: boolean;
  /** The banner when the code was refused ("OTP verification failed"). */
  error?: { title: string; message: string } | null;
}

/** Step 2 of the phone flow: the 6-character code and Verify & Continue. */
export function PhoneCodeForm({
  mode,
  phone,
  onSubmit,
  onChangeNumber,
  onBack,
  submitting = false,
  error,
}: PhoneCodeFormProps) {
  const form = useContractForm(PhoneVerifyInput, { defaultValues: { code: '' }, context: { phone, mode } });
  return (
    <Form noValidate aria-label="Verify code" onSubmit={form.onSubmit(onSubmit)}>
      {error && <FormBanner title={error.title} message={error.message} />}
      <Text tone="muted">Enter the 6-digit code we sent to {phone}.</Text>
      <TextField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH_MAX}
        placeholder="123456"
        {...form.field('code')}
      />
      <Button type="submit" fullWidth loading={submitting}>
        Verify &amp; Continue
      </Button>
      <Row>
        <Button type="button" variant="link" size="sm" onClick={onChangeNumber}>
          Change Phone Number
        </Button>
        <BackToEmailButton mode={mode} variant="link" size="sm" onClick={onBack} />
      </Row>
    </Form>
  );
}
