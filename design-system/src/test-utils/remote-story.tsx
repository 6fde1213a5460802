import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@petpal/api/contracts';
import { locationAtom, sessionUserAtom } from '../platform/atoms';
import { PlatformProviders } from '../platform/PlatformProviders';
import { createFakeFetch, type Routes as FakeRoutes } from './fake-fetch';

/**
 * Story setup for a remote's screens: fetch answers from `routes` until the story ends (Storybook runs the
 * returned cleanup); the session user and the visitor's country are set in the page's jotai store (the one
 * the preview's toasts use too). For mfe-shop and mfe-admin stories.
 */
export function withStubApi(routes: FakeRoutes, options: { user: SessionUser | null; country?: string }) {
  return () => {
    const store = getDefaultStore();
    store.set(sessionUserAtom, options.user);
    const country = options.country ?? 'India';
    store.set(locationAtom, { city: '', state: '', country, displayText: country, loading: false, error: null });
    const original = globalThis.fetch;
    globalThis.fetch = createFakeFetch(routes).fetch;
    return () => {
      globalThis.fetch = original;
    };
  };
}

export interface RemoteStoryProps {
  children: ReactNode;
  /** The URL the story's memory router starts at, and the route pattern it is mounted at (for useParams). */
  route?: string;
  path?: string;
}

/** A story's providers: a fresh query client per story, so no answer leaks from one story into the next. */
export function RemoteStory({ children, route = '/', path = '*' }: RemoteStoryProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <PlatformProviders store={getDefaultStore()} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>
  );
}
