import { queryOptions, useQuery } from '@tanstack/react-query';
import { VetReviewList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { vetKeys } from '../../../lib/query-keys';

export const vetReviewsQueryOptions = (vetId: string) =>
  queryOptions({
    queryKey: vetKeys.reviews(vetId),
    queryFn: ({ signal }) => apiFetch(`/api/vet/vets/${encodeURIComponent(vetId)}/reviews`, VetReviewList, { signal }),
    staleTime: FRESH_MS,
  });

export function useVetReviews(vetId: string) {
  return useQuery(vetReviewsQueryOptions(vetId));
}
