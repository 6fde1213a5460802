import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { PlatformProviders, sessionUserAtom, type ParcelHost } from '@petpal/design-system';
import type { SessionUser } from '@petpal/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };

interface RenderOptions {
  /** The session user; defaults to a guest, `undefined` means still loading. */
  user?: SessionUser | null;
  /** Where the router starts: a path, or a path with router state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The shell's parcel host (other remotes' pieces); none, as when a remote runs standalone, by default. */
  parcels?: ParcelHost;
}

/**
 * Renders inside the providers an mfe-auth root gets, in a memory router; `location()` reads where the
 * router is now.
 */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionUserAtom, 'user' in options ? options.user : null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient} parcels={options.parcels}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return {
    ...result,
    store,
    queryClient,
    location(): Location {
      if (!current) throw new Error('the router has not rendered yet');
      return current;
    },
  };
}

export type MockAnswer = { status: number; body: unknown } | 'network-error' | 'pending';

/** Stubs fetch: each call gets the next answer (the last one repeats); returns the mock to inspect calls. */
export function mockFetch(...answers: MockAnswer[]) {
  let index = 0;
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'pending' || answer === undefined) return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The error body the API sends. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
