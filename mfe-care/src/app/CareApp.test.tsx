import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import { petOwner } from '../test/users';
import { CareApp } from './CareApp';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const store = createStore();
  store.set(sessionUserAtom, petOwner);
  render(
    <PlatformProviders store={store} queryClient={new QueryClient()}>
      <CareApp />
    </PlatformProviders>,
  );
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('CareApp', () => {
  it.each(['/services/book-pet-sitter/legacy', '/services/book-pet-sitter/no-such-step'])(
    '%s leads to the service selection',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 2, name: 'Choose a Service' })).toBeTruthy();
      expect(window.location.pathname).toBe('/services/book-pet-sitter');
    },
  );

  it.each([
    ['/services/book-pet-sitter/form', 'Find a Pet Sitter'],
    ['/services/book-pet-sitter/dog-walking', 'Dog Walking'],
    ['/services/book-pet-sitter/day-care', 'Day Care'],
  ])('%s is the search form (%s)', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search Pet Sitters' })).toBeTruthy();
  });

  it('shows the coming-soon state for the services not built yet', async () => {
    renderAt('/services/book-a-trainer');
    expect(await screen.findByRole('heading', { name: 'Book a Pet Trainer' })).toBeTruthy();
  });
});
