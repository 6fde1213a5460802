import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { VetDetail, type VetSummary } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { vetKeys } from '../../../lib/query-keys';

/** One vet, for a booking opened from its address (`?vet=<id>`). */
export const vetQueryOptions = (vetId: string) =>
  queryOptions({
    queryKey: vetKeys.vet(vetId),
    queryFn: ({ signal }) => apiFetch(`/api/vet/vets/${encodeURIComponent(vetId)}`, VetDetail, { signal }),
    staleTime: FRESH_MS,
  });

/** One vet, or nothing asked while no vet is chosen (null). */
export function useVet(vetId: string | null) {
  return useQuery({ ...vetQueryOptions(vetId ?? ''), enabled: vetId !== null });
}

/** A vet chosen from the list opens at once: its card's data is the detail the booking would load. */
export function rememberVet(queryClient: QueryClient, vet: VetSummary): void {
  queryClient.setQueryData(vetQueryOptions(vet.id).queryKey, { vet });
}
