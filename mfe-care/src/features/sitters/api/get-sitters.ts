import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SitterList, type SitterService } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

export interface SitterFilters {
  /** Matched case-insensitively anywhere in the sitter's location; blank matches every sitter. */
  location: string;
  service: SitterService;
  page: number;
}

export function sittersPath({ location, service, page }: SitterFilters): string {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  params.set('service', service);
  if (page > 1) params.set('page', String(page));
  return `/api/care/sitters?${params.toString()}`;
}

export const sittersQueryOptions = (filters: SitterFilters) =>
  queryOptions({
    queryKey: careKeys.sitterList(sittersPath(filters)),
    queryFn: ({ signal }) => apiFetch(sittersPath(filters), SitterList, { signal }),
    staleTime: FRESH_MS,
    // The cards stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/care/sitters: one page of the sitters offering the service near the location, by name. */
export function useSitters(filters: SitterFilters, enabled = true) {
  return useQuery({ ...sittersQueryOptions(filters), enabled });
}
