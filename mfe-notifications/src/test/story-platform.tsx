import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsRoutes } from '../app/NotificationsApp';
import type { SessionUser } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { FakeEventSource } from './fake-event-source';
import { petOwner } from './users';

/**
 * Story setup: the fake API answers from `routes` and EventSource is FakeEventSource until the story ends
 * (Storybook runs the returned cleanup); the session user is set in the page's jotai store.
 */
export function withFakeApi(routes: Routes, options: { user?: SessionUser | null; place?: string } = {}) {
  const stubApi = withStubApi(routes, {
    user: options.user === undefined ? petOwner : options.user,
    location: { displayText: options.place ?? '' },
  });
  return async () => {
    const stopApi = await stubApi();
    const original = globalThis.EventSource;
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    return () => {
      stopApi();
      globalThis.EventSource = original;
      FakeEventSource.reset();
    };
  };
}

/** Each story gets a fresh query client, so no answer leaks from one story into the next. */
export function StoryPlatform({ children }: { children: ReactNode }) {
  return <RemoteStory mount="none">{children}</RemoteStory>;
}

/** The remote's pages at `route`, as its root renders them (a memory router instead of the browser's). */
export function StoryRoute({ route }: { route: string }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <NotificationsRoutes />
    </MemoryRouter>
  );
}
