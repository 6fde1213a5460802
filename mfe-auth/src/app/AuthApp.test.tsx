import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import { mockFetch } from '../test/render';
import { AuthApp } from './AuthApp';

describe('/payments for a guest', () => {
  it('goes to /login', async () => {
    mockFetch('pending');
    window.history.pushState(null, '', '/payments');
    const store = createStore();
    store.set(sessionUserAtom, null);
    render(
      <PlatformProviders store={store} queryClient={new QueryClient()}>
        <AuthApp />
      </PlatformProviders>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    window.history.replaceState(null, '', '/');
  });
});
