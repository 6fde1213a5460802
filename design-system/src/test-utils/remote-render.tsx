import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@petpal/api/contracts';
import { locationAtom, sessionUserAtom } from '../platform/atoms';
import { PlatformProviders } from '../platform/PlatformProviders';
import { createFakeFetch, type Routes as FakeRoutes } from './fake-fetch';

export { apiError, ok, type RecordedRequest } from './fake-fetch';

export interface RemoteRenderOptions {
  /** The session user; null is a guest, undefined still loading. */
  user: SessionUser | null | undefined;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams); any path by default. */
  path?: string;
  /** The visitor's country as the shell resolved it (prices follow it); India by default. */
  country?: string;
}

/** Where the router is now, for tests of navigation. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/**
 * Renders a remote's element inside the providers its root gets (a fresh jotai store and query client),
 * under a memory router. For the remotes' tests (mfe-shop, mfe-admin).
 */
export function renderInRemote(ui: ReactElement, options: RemoteRenderOptions) {
  const store = createStore();
  store.set(sessionUserAtom, options.user);
  const country = options.country ?? 'India';
  store.set(locationAtom, { city: '', state: '', country, displayText: country, loading: false, error: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}

/** The router's current path and query string (after renderInRemote). */
export function currentUrl(): string {
  return document.querySelector('[data-testid="current-url"]')?.textContent ?? '';
}

/** Stubs fetch with a fake API (see createFakeFetch) for this test; returns the recorded requests. */
export function stubApi(routes: FakeRoutes) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.requests;
}
