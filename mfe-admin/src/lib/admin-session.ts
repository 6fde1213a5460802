import { useQuery } from '@tanstack/react-query';
import { AdminSession } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** The same key mfe-auth's admin sign-in sets, so a fresh sign-in is seen without a reload. */
export const adminSessionKey = ['admin-session'] as const;

/** GET /api/auth/admin/session: the signed-in admin, or `{ admin: null }`. */
export const useAdminSession = () =>
  useQuery({
    queryKey: adminSessionKey,
    queryFn: ({ signal }) => apiFetch('/api/auth/admin/session', AdminSession, { signal }),
  });
