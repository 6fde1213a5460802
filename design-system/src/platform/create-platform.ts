import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { PlatformProps } from './contract';

/** The page's one query client, with the platform's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The one store and query client of a page; the shell makes them once and hands them to every root. */
export function createPlatform(): PlatformProps {
  return { store: createStore(), queryClient: createQueryClient() };
}
