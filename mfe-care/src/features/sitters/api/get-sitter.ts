import { queryOptions, useQuery } from '@tanstack/react-query';
import { SitterProfile } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

export const sitterQueryOptions = (sitterId: string) =>
  queryOptions({
    queryKey: careKeys.sitter(sitterId),
    queryFn: ({ signal }) => apiFetch(`/api/care/sitters/${encodeURIComponent(sitterId)}`, SitterProfile, { signal }),
    staleTime: FRESH_MS,
  });

/** GET /api/care/sitters/:id: the sitter's card, bio, photos and newest reviews. */
export function useSitter(sitterId: string, enabled = true) {
  return useQuery({ ...sitterQueryOptions(sitterId), enabled });
}
