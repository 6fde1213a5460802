import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { locationAtom, PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { petOwner } from './users';

/**
 * Story setup for components that load data: fetch answers from `routes` until the story ends (Storybook
 * runs the returned cleanup), and the session user and country are set in the page's jotai store, the one
 * the preview's toasts use too.
 */
export function withFakeApi(routes: Routes, options: { user?: SessionUser | null; country?: string } = {}) {
  return () => {
    const store = getDefaultStore();
    store.set(sessionUserAtom, options.user === undefined ? petOwner : options.user);
    store.set(locationAtom, {
      city: '',
      state: '',
      country: options.country ?? 'India',
      displayText: '',
      loading: false,
      error: null,
    });
    const original = globalThis.fetch;
    globalThis.fetch = createFakeFetch(routes).fetch;
    return () => {
      globalThis.fetch = original;
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
      <MemoryRouter>{children}</MemoryRouter>
    </PlatformProviders>
  );
}
