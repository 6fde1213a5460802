import { useMutation } from '@tanstack/react-query';
import { SignedIn, type LoginInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { useSignedIn } from '../../../lib/use-signed-in';

export function login(input: LoginInput) {
  return apiFetch('/api/auth/login', SignedIn, { method: 'POST', body: input });
}

/** Email and password sign-in; on success the session user is set and the user moves on (useSignedIn). */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: signedIn });
}
