import { queryOptions, useQuery } from '@tanstack/react-query';
import { SitterBookingRequestList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

export type InboxScope = 'incoming' | 'past';

/** Incoming: pending requests (soonest deadline first), then accepted bookings not yet over; past: the rest. */
export const sitterRequestsQueryOptions = (scope: InboxScope) =>
  queryOptions({
    queryKey: [...careKeys.inbox, scope],
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/practice/requests?scope=${scope}`, SitterBookingRequestList, { signal }),
    staleTime: FRESH_MS,
  });

export function useSitterRequests(scope: InboxScope, enabled = true) {
  return useQuery({ ...sitterRequestsQueryOptions(scope), enabled });
}
