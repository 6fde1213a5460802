import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { DaySlots } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { cacheTimes, FRESH_MS } from '../../../lib/cache-times';
import { vetKeys } from '../../../lib/query-keys';

/** One date's bookable slots of a vet (spec section 9: kept 5 minutes). */
export const slotsQueryOptions = (vetId: string, date: string | null) =>
  queryOptions({
    queryKey: vetKeys.slots(vetId, date ?? 'none'),
    queryFn: date
      ? ({ signal }) =>
          apiFetch(`/api/vet/vets/${encodeURIComponent(vetId)}/slots?date=${encodeURIComponent(date)}`, DaySlots, {
            signal,
          })
      : skipToken,
    staleTime: FRESH_MS,
    gcTime: cacheTimes.slots,
  });

export function useSlots(vetId: string, date: string | null) {
  return useQuery(slotsQueryOptions(vetId, date));
}
