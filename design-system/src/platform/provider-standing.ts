import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ProviderStandingResponse } from '@petpal/contracts';
import { ApiError, apiFetch } from './api-fetch';
import { sharedQueryKeys } from './query-keys';

/** The API's refusals that mean "your standing changed": the standing is read again so the panel shows it. */
export const STANDING_REFUSALS: readonly string[] = ['provider_pending', 'provider_rejected', 'account_suspended'];

/** True for a 403 that says the provider may not act (pending, rejected) or the account is suspended. */
export const isStandingRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && STANDING_REFUSALS.includes(error.code);

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

/** Reads the standing again (after a refusal, a saved application or an ID check). */
export const refreshProviderStanding = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedQueryKeys.providerStanding });
