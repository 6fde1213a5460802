import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

export const petsQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.pets,
  queryFn: ({ signal }) => apiFetch('/api/auth/pets', PetList, { signal }),
});

/** The signed-in user's pets; empty (not an error) for a user without a pet owner profile. */
export function usePets() {
  return useQuery(petsQueryOptions);
}
