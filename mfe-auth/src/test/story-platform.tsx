import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { sessionUserAtom } from '@petpal/design-system';

/**
 * What a story of a connected component needs beyond the preview's theme and toasts: a guest session, a
 * fresh query client and a memory router starting at `route`. The jotai store is the default one, which
 * the preview's toasts read too.
 */
export function StoryPlatform({ route = '/', children }: { route?: string; children: ReactNode }) {
  useState(() => getDefaultStore().set(sessionUserAtom, null));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export type StubAnswer = { status: number; body: unknown };

/**
 * Answers API calls by path for the length of a story (use in `beforeEach`, which runs the returned
 * cleanup); an /api path without an answer gets a 404, so a story never reaches a server.
 */
export function stubApi(answers: Record<string, StubAnswer>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (!url.pathname.startsWith('/api/')) return original(input, init);
    const answer = answers[url.pathname] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = original;
  };
}
