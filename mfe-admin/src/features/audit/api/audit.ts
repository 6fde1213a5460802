import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditPage } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { queryString } from '../../../lib/query-string';

/** GET /api/admin/audit?page=: every admin write, newest first. */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => apiFetch(`/api/admin/audit${queryString({ page })}`, AuditPage, { signal }),
    placeholderData: keepPreviousData,
  });
