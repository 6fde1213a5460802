import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VetList, type VetSearchQuery } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { vetKeys } from '../../../lib/query-keys';

/** Blank filters are left out; the API matches the rest case-insensitively anywhere in the field. */
export function vetsPath(filters: VetSearchQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(name, trimmed);
  }
  const query = params.toString();
  return query ? `/api/vet/vets?${query}` : '/api/vet/vets';
}

export const vetsQueryOptions = (filters: VetSearchQuery) =>
  queryOptions({
    queryKey: [...vetKeys.vets, vetsPath(filters)],
    queryFn: ({ signal }) => apiFetch(vetsPath(filters), VetList, { signal }),
    staleTime: FRESH_MS,
    // The list stays on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });

export function useVets(filters: VetSearchQuery) {
  return useQuery(vetsQueryOptions(filters));
}
