import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { PlatformProviders, sessionUserAtom, type ParcelHost } from '@petpal/design-system';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import type { Answer, RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
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

export type MockAnswer = Answer;

/**
 * The fake API answers every request with the next answer (the last one repeats; none: pending). Returns a
 * mock called once per request with the path and query and the request's method, body and headers (as
 * fetch was called), to inspect the calls.
 */
export function mockFetch(...answers: MockAnswer[]) {
  const calls = vi.fn((_path: string, _init: { method: string; body?: string; headers: Record<string, string> }) => {});
  let turn = 0;
  const handler = ({ method, path, query, body, headers }: RecordedRequest): Answer => {
    const search = query.size ? `?${query}` : '';
    const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    calls(`${path}${search}`, { method, body: text, headers });
    return answers[Math.min(turn++, answers.length - 1)] ?? 'pending';
  };
  stubApi({ 'GET /*': handler, 'POST /*': handler, 'PUT /*': handler, 'PATCH /*': handler, 'DELETE /*': handler });
  return calls;
}

/** The error body the API sends. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
