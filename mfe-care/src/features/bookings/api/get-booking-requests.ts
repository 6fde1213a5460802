import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerBookingRequestList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

export type BookingScope = 'upcoming' | 'past';

/** The owner's pending and accepted requests not yet over (upcoming, soonest first) or the rest (past). */
export const bookingRequestsQueryOptions = (scope: BookingScope) =>
  queryOptions({
    queryKey: [...careKeys.requests, scope],
    queryFn: ({ signal }) => apiFetch(`/api/care/requests?scope=${scope}`, OwnerBookingRequestList, { signal }),
    staleTime: FRESH_MS,
  });

export function useBookingRequests(scope: BookingScope, enabled = true) {
  return useQuery({ ...bookingRequestsQueryOptions(scope), enabled });
}
