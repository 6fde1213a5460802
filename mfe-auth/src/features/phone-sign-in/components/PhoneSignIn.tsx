import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { AuthMode, PhoneSendInput, PhoneVerifyInput } from '@petpal/contracts';
import { sessionUserAtom, useToast } from '@petpal/design-system';
import { loginRedirectDelayMs } from '../../../lib/use-signed-in';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { phoneErrorMessage, phoneMessages } from '../phone-messages';
import { PhoneCodeForm } from './PhoneCodeForm';
import { PhoneNumberForm } from './PhoneNumberForm';

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
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const setUser = useSetAtom(sessionUserAtom);
  const navigate = useNavigate();
  const { toast } = useToast();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  function onSend(input: PhoneSendInput) {
    send.mutate(input, {
      onSuccess: () => {
        toast({ title: phoneMessages.codeSent, variant: 'success' });
        verify.reset();
        setPhone(input.phone);
        setStep('code');
      },
      onError: (error) => {
        toast({ title: phoneMessages.sendFailed(phoneErrorMessage(error, 'phone')), variant: 'error' });
      },
    });
  }

  function onVerify(input: PhoneVerifyInput) {
    verify.mutate(input, {
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
      <PhoneNumberForm
        mode={mode}
        onSubmit={onSend}
        onBack={onBack}
        defaultPhone={phone}
        submitting={send.isPending}
        error={
          send.error ? { title: phoneMessages.sendFailedTitle, message: phoneErrorMessage(send.error, 'phone') } : null
        }
      />
    );
  }

  return (
    <PhoneCodeForm
      mode={mode}
      phone={phone}
      onSubmit={onVerify}
      onChangeNumber={() => {
        send.reset();
        setStep('phone');
      }}
      onBack={onBack}
      // Stays busy after success until the redirect, so the code cannot be sent twice.
      submitting={verify.isPending || verify.isSuccess}
      error={
        verify.error
          ? { title: phoneMessages.verifyFailedTitle, message: phoneErrorMessage(verify.error, 'code') }
          : null
      }
    />
  );
}
