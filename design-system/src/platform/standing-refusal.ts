import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@petpal/design-system/core';
import { sharedQueryKeys } from './query-keys';

/** The API's refusals that mean "your standing changed": the standing is read again so the panel shows it. */
export const STANDING_REFUSALS: readonly string[] = ['provider_pending', 'provider_rejected', 'account_suspended'];

/** True for a 403 that says the provider may not act (pending, rejected) or the account is suspended. */
export const isStandingRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && STANDING_REFUSALS.includes(error.code);

/** Reads the standing again (after a refusal, a saved application or an ID check). */
export const refreshProviderStanding = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sharedQueryKeys.providerStanding });
