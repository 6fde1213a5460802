import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetList } from '@petpal/contracts';
import { apiFetch } from '../platform/api-fetch';
import { sharedQueryKeys } from '../platform/query-keys';

/** GET /api/auth/pets under the key every remote uses: one request and one cache entry for the owner's pets. */
export const petsQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.pets,
  queryFn: ({ signal }) => apiFetch('/api/auth/pets', PetList, { signal }),
});

/** The signed-in owner's pets; empty, not an error, for a user without a pet owner profile. */
export function usePets(enabled = true) {
  return useQuery({ ...petsQueryOptions, enabled });
}
