import { useQuery } from '@tanstack/react-query';
import { PasswordResetValid } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function checkResetLink(token: string) {
  return apiFetch('/api/auth/password-reset/check', PasswordResetValid, { method: 'POST', body: { token } });
}

/** Whether a reset link still works; asked afresh on every visit, since a link dies once it is used. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'password-reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
