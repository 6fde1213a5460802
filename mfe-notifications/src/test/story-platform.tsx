import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { locationAtom, PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import { NotificationsRoutes } from '../app/NotificationsApp';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { FakeEventSource } from './fake-event-source';
import { petOwner } from './users';

/**
 * Story setup: fetch answers from `routes` and EventSource is FakeEventSource until the story ends (Storybook
 * runs the returned cleanup); the session user is set in the page's jotai store.
 */
export function withFakeApi(routes: Routes, options: { user?: SessionUser | null; place?: string } = {}) {
  return () => {
    getDefaultStore().set(sessionUserAtom, options.user === undefined ? petOwner : options.user);
    getDefaultStore().set(locationAtom, {
      city: '',
      state: '',
      country: 'India',
      displayText: options.place ?? '',
      loading: false,
      error: null,
    });
    const original = { fetch: globalThis.fetch, EventSource: globalThis.EventSource };
    globalThis.fetch = createFakeFetch(routes).fetch;
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    return () => {
      globalThis.fetch = original.fetch;
      globalThis.EventSource = original.EventSource;
      FakeEventSource.reset();
    };
  };
}

/** Each story gets a fresh query client, so no answer leaks from one story into the next. */
export function StoryPlatform({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <PlatformProviders store={getDefaultStore()} queryClient={queryClient}>
      {children}
    </PlatformProviders>
  );
}

/** The remote's pages at `route`, as its root renders them (a memory router instead of the browser's). */
export function StoryRoute({ route }: { route: string }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <NotificationsRoutes />
    </MemoryRouter>
  );
}
