import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminUsersPage, type SuspensionInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';
import { queryString } from '../../../lib/query-string';

/** GET /api/admin/users?q=&page=: by email or by the name on any of their profiles, newest first. */
export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => apiFetch(`/api/admin/users${queryString({ q, page })}`, AdminUsersPage, { signal }),
    placeholderData: keepPreviousData,
  });

const suspensionPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}/suspension`;

/** POST /api/admin/users/:id/suspension { reason } (audited): the account loses access at once. */
export const useSuspendUser = () =>
  useAdminWrite(({ id, input }: { id: string; input: SuspensionInput }) => ({ path: suspensionPath(id), body: input }));

/** DELETE /api/admin/users/:id/suspension (audited): lifts it. */
export const useLiftSuspension = () =>
  useAdminWrite(({ id }: { id: string }) => ({ path: suspensionPath(id), method: 'DELETE' }));
