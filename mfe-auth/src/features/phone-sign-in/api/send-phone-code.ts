import { useMutation } from '@tanstack/react-query';
import { PhoneCodeSent, type PhoneSendInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function sendPhoneCode(input: PhoneSendInput) {
  return apiFetch('/api/auth/phone/send', PhoneCodeSent, { method: 'POST', body: input });
}

/** Step 1 of the phone flow: a 6-digit code by SMS. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
