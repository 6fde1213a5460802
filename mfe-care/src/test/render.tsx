import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { locationAtom, PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes as FakeRoutes } from '@petpal/design-system/test-utils/fake-fetch';
import { petOwner } from './users';

export { petOwner, sitterUser, stylistUser, trainerUser } from './users';

interface RenderOptions {
  /** The session user; defaults to a pet owner, null is a guest, undefined still loading. */
  user?: SessionUser | null;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams); any path by default. */
  path?: string;
  /** The stored country (currency symbol) and resolved city. */
  country?: string;
  city?: string;
}

/** Where the router is now, for tests of navigation. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/** Renders inside the providers an mfe-care root gets (a parcel has no router; a memory router does no harm). */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionUserAtom, 'user' in options ? options.user : petOwner);
  store.set(locationAtom, {
    city: options.city ?? '',
    state: '',
    country: options.country ?? 'India',
    displayText: '',
    loading: false,
    error: null,
  });
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

/** The router's current path and query string. */
export function currentUrl(): string {
  return document.querySelector('[data-testid="current-url"]')?.textContent ?? '';
}

export { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';

/** Stubs fetch with a fake API (see createFakeFetch) for this test; returns the recorded requests. */
export function fakeApi(routes: FakeRoutes) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.requests;
}
