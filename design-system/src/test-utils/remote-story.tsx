import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@petpal/contracts';
import { locationAtom, sessionUserAtom, type ResolvedLocation } from '../platform/atoms';
import { PlatformProviders } from '../platform/PlatformProviders';
import { serveRoutes } from './story-api';
import { storyStore } from './story-store';
import type { Routes as FakeRoutes } from './fake-fetch';
import { mounted, remoteLocation, type RemoteMount } from './remote-mount';

export type { RemoteMount } from './remote-mount';

export interface StubApiOptions {
  user: SessionUser | null;
  /** The visitor's country (prices follow it); India by default. */
  country?: string;
  /** Fields of the resolved location set over the default one (`country` as its text); null leaves it as it is. */
  location?: Partial<ResolvedLocation> | null;
}

/**
 * Story setup for a remote's screens: the fake API (msw's worker) answers from `routes` until the story ends
 * (Storybook runs the returned cleanup); the session user and the visitor's country are set in the story's
 * jotai store (`storyStore`, the one the preview's toasts use too). For the remotes' stories.
 */
export function withStubApi(routes: FakeRoutes, options: StubApiOptions) {
  return () => {
    const store = storyStore();
    store.set(sessionUserAtom, options.user);
    if (options.location !== null) store.set(locationAtom, remoteLocation(options.country, options.location));
    return serveRoutes(routes).stop;
  };
}

export interface RemoteStoryProps {
  children: ReactNode;
  /** The URL the story's memory router starts at, and the route pattern it is mounted at (for useParams). */
  route?: string;
  path?: string;
  /** How the story's element is mounted (see RemoteMount): at `path` in the memory router by default. */
  mount?: RemoteMount;
}

/** A story's providers: a fresh query client per story, so no answer leaks from one story into the next. */
export function RemoteStory({ children, route = '/', path = '*', mount = 'route' }: RemoteStoryProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <PlatformProviders store={storyStore()} queryClient={queryClient}>
      {mounted(children, mount, route, path)}
    </PlatformProviders>
  );
}
