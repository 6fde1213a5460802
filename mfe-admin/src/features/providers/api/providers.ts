import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminProvidersPage,
  type ProviderRole,
  type VerificationInput,
  type VerificationStatus,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';
import { queryString } from '../../../lib/query-string';

/** GET /api/admin/providers?role=&status=&q=&page= (no role: every type; q: part of the name). */
export const useAdminProviders = (
  role: ProviderRole | undefined,
  status: VerificationStatus,
  q: string,
  page: number,
) =>
  useQuery({
    queryKey: adminKeys.providers(role ?? 'all', status, q, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/providers${queryString({ role, status, q, page })}`, AdminProvidersPage, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/providers/:role/:id/verification (audited): verified, or rejected with a reason. */
export const useVerifyProvider = () =>
  useAdminWrite(({ role, id, input }: { role: ProviderRole; id: string; input: VerificationInput }) => ({
    path: `/api/admin/providers/${role}/${encodeURIComponent(id)}/verification`,
    body: input,
  }));
