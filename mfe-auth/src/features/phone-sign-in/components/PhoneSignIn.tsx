import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type AuthMode, OTP_LENGTH_MAX, PhoneSendInput, PhoneVerifyInput } from '@petpal/api/contracts';
import { Button, sessionUserAtom, Text, TextField, useToast } from '@petpal/design-system';
import { FormBanner } from '../../session/components/FormBanner';
import { validateForm } from '../../session/form-errors';
import { loginRedirectDelayMs } from '../../session/use-signed-in';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { phoneErrorMessage, phoneMessages } from '../phone-messages';

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

export interface PhoneSignInProps {
  mode: AuthMode;
  /** Back to the email form. */
  onBack(): void;
}

/**
 * The phone flow (spec section 2): step 1 the number and Send Verification Code, step 2 the 6-character
 * code and Verify & Continue; Change Phone Number returns to step 1, the back button to the email form.
 */
export function PhoneSignIn({ mode, onBack }: PhoneSignInProps) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const setUser = useSetAtom(sessionUserAtom);
  const navigate = useNavigate();
  const { toast } = useToast();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(PhoneSendInput, ['phone'] as const, { phone, mode });
    if (!checked.success) {
      setFieldError(checked.errors.phone);
      return;
    }
    setFieldError(undefined);
    send.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: phoneMessages.codeSent, variant: 'success' });
        setPhone(checked.data.phone);
        setCode('');
        verify.reset();
        setStep('code');
      },
      onError: (error) => {
        toast({ title: phoneMessages.sendFailed(phoneErrorMessage(error, 'phone')), variant: 'error' });
      },
    });
  }

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(PhoneVerifyInput, ['code'] as const, { phone, code, mode });
    if (!checked.success) {
      setFieldError(checked.errors.code);
      return;
    }
    setFieldError(undefined);
    verify.mutate(checked.data, {
      onSuccess: ({ user }) => {
        setUser(user);
        toast({ title: phoneMessages.success[mode], variant: 'success' });
        // Spec 2: a phone sign-up goes on to /role-selection; a user who already has a role, to the dashboard.
        redirect.current = setTimeout(
          () => navigate(user.role === 'none' ? '/role-selection' : '/dashboard'),
          loginRedirectDelayMs,
        );
      },
      onError: (error) => {
        toast({ title: phoneMessages.verifyFailed(phoneErrorMessage(error, 'code')), variant: 'error' });
      },
    });
  }

  if (step === 'phone') {
    return (
      <Form noValidate aria-label="Phone sign-in" onSubmit={onSend}>
        {send.error && (
          <FormBanner title={phoneMessages.sendFailedTitle} message={phoneErrorMessage(send.error, 'phone')} />
        )}
        <TextField
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+919876543210"
          hint="Include your country code, e.g. +91."
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          Send Verification Code
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack}>
          Back to email {mode === 'login' ? 'login' : 'sign up'}
        </Button>
      </Form>
    );
  }

  return (
    <Form noValidate aria-label="Verify code" onSubmit={onVerify}>
      {verify.error && (
        <FormBanner title={phoneMessages.verifyFailedTitle} message={phoneErrorMessage(verify.error, 'code')} />
      )}
      <Text tone="muted">Enter the 6-digit code we sent to {phone}.</Text>
      <TextField
        label="Verification Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH_MAX}
        placeholder="123456"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.slice(0, OTP_LENGTH_MAX));
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <Button type="submit" fullWidth loading={verify.isPending || verify.isSuccess}>
        Verify &amp; Continue
      </Button>
      <Row>
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => {
            setStep('phone');
            setFieldError(undefined);
            send.reset();
          }}
        >
          Change Phone Number
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onBack}>
          Back to email {mode === 'login' ? 'login' : 'sign up'}
        </Button>
      </Row>
    </Form>
  );
}
