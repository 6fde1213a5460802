import { queryOptions, useQuery } from '@tanstack/react-query';
import { VetAvailability } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { cacheTimes, FRESH_MS } from '../../../lib/cache-times';
import { vetKeys } from '../../../lib/query-keys';

/** The vet's 30-day window: available dates and holidays (spec section 9: kept 10 minutes). */
export const availabilityQueryOptions = (vetId: string) =>
  queryOptions({
    queryKey: vetKeys.availability(vetId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/vet/vets/${encodeURIComponent(vetId)}/availability`, VetAvailability, { signal }),
    staleTime: FRESH_MS,
    gcTime: cacheTimes.availableDates,
  });

export function useAvailability(vetId: string) {
  return useQuery(availabilityQueryOptions(vetId));
}
