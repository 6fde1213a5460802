import { useQuery } from '@tanstack/react-query';
import { EmailVerified } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export function verifyEmail(token: string) {
  return apiFetch('/api/auth/verify-email', EmailVerified, { method: 'POST', body: { token } });
}

/**
 * Confirms the address of an emailed link. A query rather than a mutation so that it runs exactly once per
 * link and page, however often the page renders; never refetched, since a used link is refused.
 */
export function useEmailVerification(token: string) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
