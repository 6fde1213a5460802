import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProviderStandingResponse } from '@petpal/contracts';
import { apiFetch } from './api-fetch';
import { sharedQueryKeys } from './query-keys';

/**
 * GET /api/auth/provider-standing: the signed-in provider's verification (null for owners and accounts with no
 * role). Never cached across a page change: every provider screen reads it afresh when it mounts, so a
 * suspension or a verification shows at the next navigation.
 */
export const providerStandingQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.providerStanding,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/auth/provider-standing', ProviderStandingResponse, { signal })).standing,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The signed-in provider's standing (see providerStandingQuery); `enabled` false for guests. */
export const useProviderStanding = (enabled = true) => useQuery({ ...providerStandingQuery(), enabled });
