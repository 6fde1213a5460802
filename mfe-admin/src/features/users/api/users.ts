import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminUsersPage } from '@petpal/api/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../dashboard/api/admin-keys';
import { queryString } from '../../dashboard/api/query-string';

/** GET /api/admin/users?q=&page=: by email or by the name on any of their profiles, newest first. */
export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => apiFetch(`/api/admin/users${queryString({ q, page })}`, AdminUsersPage, { signal }),
    placeholderData: keepPreviousData,
  });
