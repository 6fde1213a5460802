import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { SignedOut } from '@petpal/api/contracts';
import { apiFetch, sessionUserAtom, useToast } from '@petpal/design-system';

export function logout() {
  return apiFetch('/api/auth/logout', SignedOut, { method: 'POST' });
}

/** Ends the session, returns home as a guest and forgets the previous user's cached data. */
export function useLogout() {
  const setUser = useSetAtom(sessionUserAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      navigate('/');
      setUser(null);
      queryClient.removeQueries();
    },
    onError: () => toast({ title: 'Logout failed', variant: 'error' }),
  });
}
