import { useMutation } from '@tanstack/react-query';
import { PasswordResetRequested, type PasswordResetRequestInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiFetch('/api/auth/password-reset/request', PasswordResetRequested, { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
