import { queryOptions, useQuery } from '@tanstack/react-query';
import { PET_REPORT_FEED_LIMIT, type PetReport, PetReportList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from './report-keys';

/** GET /api/notifications/reports: other users' active reports, newest first, 20 (spec sections 6, 7 and 9). */
export function getReportFeed(signal?: AbortSignal): Promise<PetReportList> {
  return apiFetch('/api/notifications/reports', PetReportList, { signal });
}

/**
 * New reports of others arrive live on the notification stream (signed-in users); this refetch keeps edits,
 * resolves and deletions current, and is how a guest's feed moves.
 */
export const FEED_REFRESH_MS = 60_000;

/**
 * The feed with a live new report on top, kept to 20 (spec section 7: inserts excluding own, prepended);
 * the same list when it is the viewer's own, inactive, or already there.
 */
export function withNewReport(list: PetReportList, report: PetReport): PetReportList {
  if (report.isMine || !report.isActive || list.reports.some((shown) => shown.id === report.id)) return list;
  return { reports: [report, ...list.reports].slice(0, PET_REPORT_FEED_LIMIT) };
}

export const reportFeedQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: reportKeys.feed(viewer),
    queryFn: ({ signal }) => getReportFeed(signal),
    staleTime: 30_000,
    refetchInterval: FEED_REFRESH_MS,
  });

/** The feed as `viewer` (a user id, '' for a guest) sees it; idle while the session is still resolving. */
export function useReportFeed(viewer: string | undefined) {
  return useQuery({ ...reportFeedQueryOptions(viewer ?? ''), enabled: viewer !== undefined });
}
