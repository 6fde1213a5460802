import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { locationAtom, PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';
import { createFakeFetch, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { petOwner } from './users';

export { petOwner, vetUser } from './users';

interface RenderOptions {
  /** The session user; defaults to a pet owner, null is a guest, undefined still loading. */
  user?: SessionUser | null;
  route?: string;
  /** The stored country (currency symbol). */
  country?: string;
}

/** Renders inside the providers an mfe-vet root gets (a parcel has no router; a memory router does no harm). */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionUserAtom, 'user' in options ? options.user : petOwner);
  store.set(locationAtom, {
    city: '',
    state: '',
    country: options.country ?? 'India',
    displayText: '',
    loading: false,
    error: null,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}

export { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';

/** Stubs fetch with a fake API (see createFakeFetch) for this test; returns the recorded requests. */
export function fakeApi(routes: Routes) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.requests;
}
