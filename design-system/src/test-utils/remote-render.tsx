import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { SessionUser } from '@petpal/contracts';
import { locationAtom, sessionUserAtom, type ResolvedLocation } from '../platform/atoms';
import { PlatformProviders } from '../platform/PlatformProviders';
import { mounted, remoteLocation, type RemoteMount } from './remote-mount';

export { apiError, ok, type RecordedRequest } from './fake-fetch';
export { stubApi } from './api-server';
export type { RemoteMount } from './remote-mount';

export interface RemoteRenderOptions {
  /** The session user; null is a guest, undefined still loading. */
  user: SessionUser | null | undefined;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams); any path by default. */
  path?: string;
  /** The visitor's country as the shell resolved it (prices follow it); India by default. */
  country?: string;
  /**
   * Fields of the resolved location set over the default one (resolved, `country` as its text); null leaves
   * the location atom as it starts (still detecting).
   */
  location?: Partial<ResolvedLocation> | null;
  /**
   * How the element is mounted: at `path` in a memory router, next to the current-URL probe (the default);
   * 'router': straight inside a memory router (no probe); 'none': with no router (a parcel the shell mounts).
   */
  mount?: RemoteMount;
}

/** Where the router is now, for tests of navigation. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/**
 * Renders a remote's element inside the providers its root gets (a fresh jotai store and query client),
 * under a memory router (see `mount`). For the remotes' tests.
 */
export function renderInRemote(ui: ReactElement, options: RemoteRenderOptions) {
  const store = createStore();
  store.set(sessionUserAtom, options.user);
  if (options.location !== null) store.set(locationAtom, remoteLocation(options.country, options.location));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      {mounted(ui, options.mount, options.route, options.path, <CurrentUrl />)}
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}

/** The router's current path and query string (after renderInRemote). */
export function currentUrl(): string {
  return document.querySelector('[data-testid="current-url"]')?.textContent ?? '';
}
