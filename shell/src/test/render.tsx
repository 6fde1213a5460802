import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };

/** Renders inside the same providers a shell root gets; the session user defaults to a guest, `undefined` means still loading. */
export function renderWithPlatform(ui: ReactElement, options: { user?: SessionUser | null } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, 'user' in options ? options.user : null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformProviders store={store} queryClient={queryClient}>
      {ui}
    </PlatformProviders>,
  );
  return { ...result, store, queryClient };
}
