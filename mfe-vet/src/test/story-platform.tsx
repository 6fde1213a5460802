import type { ReactNode } from 'react';
import type { SessionUser } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { petOwner } from './users';

/**
 * Story setup for components that load data: fetch answers from `routes` until the story ends (Storybook
 * runs the returned cleanup), and the session user and country are set in the page's jotai store, the one
 * the preview's toasts use too.
 */
export function withFakeApi(routes: Routes, options: { user?: SessionUser | null; country?: string } = {}) {
  return withStubApi(routes, {
    user: options.user === undefined ? petOwner : options.user,
    country: options.country,
    location: { displayText: '' },
  });
}

/** Each story gets a fresh query client, so no answer leaks from one story into the next (no routes: a parcel). */
export function StoryPlatform({ children }: { children: ReactNode }) {
  return <RemoteStory mount="router">{children}</RemoteStory>;
}
