import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
import { fakeApi, ok } from '../test/render';
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

  it.each(['/services/book-a-trainer', '/services/book-a-trainer/no-such-step'])(
    '%s is the trainer search',
    async (path) => {
      fakeApi({ 'GET /api/care/trainers': ok({ trainers: [], total: 0, page: 1, pageSize: 20 }) });
      renderAt(path);
      expect(await screen.findByRole('form', { name: 'Search pet trainers' })).toBeTruthy();
      expect(window.location.pathname).toBe('/services/book-a-trainer');
    },
  );

  it("/dashboard/trainer-practice is the trainer's screen", async () => {
    renderAt('/dashboard/trainer-practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Sessions' })).toBeTruthy();
  });
});
