import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetReportList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

/** GET /api/notifications/reports?mine=true: the user's own reports, active and resolved, newest first. */
export function getMyReports(signal?: AbortSignal): Promise<PetReportList> {
  return apiFetch('/api/notifications/reports?mine=true', PetReportList, { signal });
}

export const myReportsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reportKeys.mine(userId), queryFn: ({ signal }) => getMyReports(signal) });

/** Only for a signed-in user. */
export function useMyReports(userId: string | undefined) {
  return useQuery({ ...myReportsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
