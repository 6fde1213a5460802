import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetReportList } from '@petpal/api/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from './report-keys';

/** GET /api/notifications/reports: other users' active reports, newest first, 20 (spec sections 6, 7 and 9). */
export function getReportFeed(signal?: AbortSignal): Promise<PetReportList> {
  return apiFetch('/api/notifications/reports', PetReportList, { signal });
}

/** New reports appear within a minute without a reload (spec section 7's live feed). */
export const FEED_REFRESH_MS = 60_000;

export const reportFeedQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: reportKeys.feed(viewer),
    queryFn: ({ signal }) => getReportFeed(signal),
    staleTime: 30_000,
    refetchInterval: FEED_REFRESH_MS,
  });

/** The feed as `viewer` (a user id, '' for a guest) sees it; idle while the session is still resolving. */
export function useReportFeed(viewer: string | undefined, enabled = true) {
  return useQuery({ ...reportFeedQueryOptions(viewer ?? ''), enabled: enabled && viewer !== undefined });
}
