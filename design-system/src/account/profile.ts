import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileResponse, type Role } from '@petpal/contracts';
import { apiFetch } from '../platform/api-fetch';

/** GET /api/auth/profile, keyed by role: a role chosen a moment ago never shows the record of the previous one. */
export const profileQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: ['auth', 'profile', role],
    queryFn: ({ signal }) => apiFetch('/api/auth/profile', ProfileResponse, { signal }),
  });

/** The signed-in user's profile for their current role. */
export function useProfile(role: Role) {
  return useQuery(profileQueryOptions(role));
}
