import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/api/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };

/** Renders inside the same providers a shell root gets, with the session user already resolved. */
export function renderWithPlatform(ui: ReactElement, { user = null }: { user?: SessionUser | null } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      {ui}
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}
