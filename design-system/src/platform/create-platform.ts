import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { PlatformProps } from './contract';
import { isStandingRefusal, refreshProviderStanding } from './standing-refusal';
import { sharedQueryKeys } from './query-keys';

/**
 * The page's one query client, with the platform's defaults. A request any remote makes that the API refuses
 * because the provider's standing changed (pending, rejected, suspended) reads the standing again, so every
 * provider screen on the page swaps its tools for the standing panel at once.
 */
export function createQueryClient(): QueryClient {
  const standingHash = JSON.stringify(sharedQueryKeys.providerStanding);
  const onError = (error: unknown) => {
    if (isStandingRefusal(error)) void refreshProviderStanding(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    // The standing's own refusal is its answer: reading it again would loop.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryHash !== standingHash) onError(error);
      },
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  return queryClient;
}

/** The one store and query client of a page; the shell makes them once and hands them to every root. */
export function createPlatform(): PlatformProps {
  return { store: createStore(), queryClient: createQueryClient() };
}
