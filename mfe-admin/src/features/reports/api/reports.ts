import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminReportsPage, type DeactivateReportInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';
import { queryString } from '../../../lib/query-string';

export type ReportsShown = 'true' | 'false' | '';

/** GET /api/admin/reports?active=&page=: lost and found pet reports, newest first. */
export const useAdminReports = (active: ReportsShown, page: number) =>
  useQuery({
    queryKey: adminKeys.reports(active, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/reports${queryString({ active, page })}`, AdminReportsPage, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/reports/:id/deactivate (audited): out of the feed, the reporter told why. */
export const useDeactivateReport = () =>
  useAdminWrite(({ id, input }: { id: string; input: DeactivateReportInput }) => ({
    path: `/api/admin/reports/${encodeURIComponent(id)}/deactivate`,
    body: input,
  }));
