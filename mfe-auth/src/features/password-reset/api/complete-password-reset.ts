import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PasswordUpdated, type PasswordResetInput } from '@petpal/contracts';
import { apiFetch, sessionUserAtom } from '@petpal/design-system';
import { passwordUpdatedState } from '../../../lib/password-updated';

export function completePasswordReset(input: PasswordResetInput) {
  return apiFetch('/api/auth/password-reset/complete', PasswordUpdated, { method: 'POST', body: input });
}

/**
 * Sets the new password. The API revokes every session of the user, so the page signs out here too, forgets
 * the previous user's cached data and goes to /login, which greets the user with the spec's notice.
 */
export function useCompletePasswordReset() {
  const setUser = useSetAtom(sessionUserAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: () => {
      setUser(null);
      queryClient.removeQueries();
      navigate('/login', { replace: true, state: passwordUpdatedState });
    },
  });
}
