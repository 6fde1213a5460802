import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { locationAtom, PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import { NotificationsRoutes } from '../app/NotificationsApp';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { FakeEventSource } from './fake-event-source';
import { petOwner } from './users';

export { petOwner } from './users';
export { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
export { FakeEventSource } from './fake-event-source';

/** Renders inside the providers a parcel gets (no router: the bell lives in the shell's navbar). */
export function renderWithPlatform(ui: ReactElement, options: { user?: SessionUser | null } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, 'user' in options ? options.user : petOwner);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      {ui}
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}

/** Stubs fetch with a fake API and EventSource with FakeEventSource for this test; returns the requests. */
export function fakeApi(routes: Routes) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  vi.stubGlobal('EventSource', FakeEventSource);
  return fake.requests;
}

/**
 * Renders the remote's pages at `route` as its root does (a memory router instead of the browser's), with
 * the resolved location's text when given.
 */
export function renderRoute(route: string, options: { user?: SessionUser | null; place?: string } = {}) {
  const rendered = renderWithPlatform(
    <MemoryRouter initialEntries={[route]}>
      <NotificationsRoutes />
    </MemoryRouter>,
    'user' in options ? { user: options.user } : {},
  );
  rendered.store.set(locationAtom, {
    city: '',
    state: '',
    country: 'India',
    displayText: options.place ?? 'Detecting location...',
    loading: options.place === undefined,
    error: null,
  });
  return rendered;
}
