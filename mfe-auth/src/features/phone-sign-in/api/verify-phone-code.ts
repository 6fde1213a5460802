import { useMutation } from '@tanstack/react-query';
import { PhoneSignedIn, type PhoneVerifyInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function verifyPhoneCode(input: PhoneVerifyInput) {
  return apiFetch('/api/auth/phone/verify', PhoneSignedIn, { method: 'POST', body: input });
}

/** Step 2 of the phone flow: the code opens a session (the cookie is set by the answer). */
export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}
