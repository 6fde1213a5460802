import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { sessionUserAtom } from '@petpal/design-system';
import { serveRoutes } from '@petpal/design-system/test-utils/story-api';
import { storyStore } from '@petpal/design-system/test-utils/story-store';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';

/**
 * What a story of a connected component needs beyond the preview's theme and toasts: a guest session, a
 * fresh query client and a memory router starting at `route`. The jotai store is the story's own
 * (`storyStore`, which the preview provides and its toasts read).
 */
export function StoryPlatform({ route = '/', children }: { route?: string; children: ReactNode }) {
  useState(() => storyStore().set(sessionUserAtom, null));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * The fake API (msw handlers in the page) answers from `routes` for the length of a story (use in `beforeEach`, which
 * runs the returned cleanup); an /api request without an answer gets a 404, so a story never reaches a server.
 */
export function stubApi(routes: Routes): () => void {
  return serveRoutes(routes).stop;
}

/** The width of the auth pages' form column, for stories of a form alone. */
export const inFormColumn: Decorator = (Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>;
