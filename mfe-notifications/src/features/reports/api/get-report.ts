import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetReportResponse } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

/** GET /api/notifications/reports/:id (public). */
export function getReport(id: string, signal?: AbortSignal): Promise<PetReportResponse> {
  return apiFetch(`/api/notifications/reports/${encodeURIComponent(id)}`, PetReportResponse, { signal });
}

/** Keyed by report only: `isMine` comes with the answer, and a sign-in elsewhere reloads the page's remote. */
export const reportQueryOptions = (id: string) =>
  queryOptions({ queryKey: reportKeys.report(id), queryFn: ({ signal }) => getReport(id, signal) });

export function useReport(id: string, enabled = true) {
  return useQuery({ ...reportQueryOptions(id), enabled });
}
