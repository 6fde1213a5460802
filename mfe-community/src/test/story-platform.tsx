import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes as FakeRoutes } from '@petpal/design-system/test-utils/fake-fetch';
import { nina } from './users';

/**
 * Story setup for components that load data: fetch answers from `routes` until the story ends (Storybook
 * runs the returned cleanup), and the session user is set in the page's jotai store (the one the preview's
 * toasts use too). `user` defaults to Nina; null is a guest.
 */
export function withFakeApi(routes: FakeRoutes, options: { user?: SessionUser | null } = {}) {
  return () => {
    getDefaultStore().set(sessionUserAtom, options.user === undefined ? nina : options.user);
    const original = globalThis.fetch;
    globalThis.fetch = createFakeFetch(routes).fetch;
    return () => {
      globalThis.fetch = original;
    };
  };
}

export interface StoryPlatformProps {
  children: ReactNode;
  /** The URL the story's memory router starts at, and the route pattern it is mounted at (for useParams). */
  route?: string;
  path?: string;
}

/** Each story gets a fresh query client, so no answer leaks from one story into the next. */
export function StoryPlatform({ children, route = '/', path = '*' }: StoryPlatformProps) {
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
