import { queryOptions, useQuery } from '@tanstack/react-query';
import { PetList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** The key mfe-auth, mfe-vet and mfe-care use too: one request and one cache entry for the owner's pets. */
export const petsQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.pets,
  queryFn: ({ signal }) => apiFetch('/api/auth/pets', PetList, { signal }),
});

/** The owner's pets (empty for a user without a pet owner profile). */
export const usePets = (enabled = true) => useQuery({ ...petsQueryOptions, enabled });
