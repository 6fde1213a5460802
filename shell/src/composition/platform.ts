import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { BaseProps, PlatformProps } from '@petpal/design-system/core';
import { createParcelHost } from './parcel-host';

/** The page's one jotai store: all the chrome and the landing page need. */
export const store: BaseProps['store'] = createStore();

let queryClient: QueryClient | undefined;
let loading: Promise<PlatformProps> | undefined;

/** How every root mounts a piece another remote exposes (the navbar's bell, dashboard cards, profile sections). */
export const parcelHost = createParcelHost(loadPlatform);

/**
 * The whole platform contract. The query client (react-query, not the rest of the design system: each remote bundles
 * the components it uses) is made the first time a root that needs it loads, so the landing page never downloads it; a failed attempt is retried on the next call.
 */
export function loadPlatform(): Promise<PlatformProps> {
  loading ??= import('@petpal/design-system/query-client').then(
    ({ createQueryClient }) => {
      queryClient ??= createQueryClient();
      return { store, queryClient, parcels: parcelHost };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the platform an application's props carry, then the application: a remote's time limit (load-expose.ts) then
 * covers the remote alone, not the shell's own chunks.
 */
export async function withPlatform<T>(load: () => Promise<T>): Promise<T> {
  await loadPlatform();
  return load();
}

/**
 * An application's platform props. single-spa also reads them before calling the loader, which ignores them; every
 * loader of an application with these props goes through `withPlatform`, so its lifecycles see the query client.
 */
export function platformProps(): PlatformProps {
  return { store, queryClient: queryClient as QueryClient, parcels: parcelHost };
}

/** Forgets every query's data (after a logout), if any root has made the query client yet. */
export function forgetServerState(): void {
  queryClient?.removeQueries();
}
