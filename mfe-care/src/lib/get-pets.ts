import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** The key mfe-auth and mfe-vet use too: one request and one cache entry for the owner's pets on a page. */
export const petsQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.pets,
  queryFn: ({ signal }) => apiFetch('/api/auth/pets', PetList, { signal }),
});

/** The owner's pets; empty, not an error, for a user without a pet owner profile (spec section 6). */
export function usePets(enabled = true) {
  return useQuery({ ...petsQueryOptions, enabled });
}
