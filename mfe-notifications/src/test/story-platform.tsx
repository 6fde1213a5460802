import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes } from './fake-fetch';
import { FakeEventSource } from './fake-event-source';
import { petOwner } from './users';

/**
 * Story setup: fetch answers from `routes` and EventSource is FakeEventSource until the story ends (Storybook
 * runs the returned cleanup); the session user is set in the page's jotai store.
 */
export function withFakeApi(routes: Routes, options: { user?: SessionUser | null } = {}) {
  return () => {
    getDefaultStore().set(sessionUserAtom, options.user === undefined ? petOwner : options.user);
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
