import { useQuery } from '@tanstack/react-query';
import { PetList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** The owner's pets, under the key every remote uses (one request and one cache entry per page). */
export const usePets = (enabled: boolean) =>
  useQuery({
    queryKey: sharedQueryKeys.pets,
    queryFn: ({ signal }) => apiFetch('/api/auth/pets', PetList, { signal }),
    enabled,
  });
