import type { Decorator } from '@storybook/react-vite';
import type { SessionUser } from '@petpal/contracts';
import type { Routes as FakeRoutes } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { onDesktop, storyViewports } from '@petpal/design-system/test-utils/story-viewports';
import { nina } from './users';

export {
  RemoteStory as StoryPlatform,
  type RemoteStoryProps as StoryPlatformProps,
} from '@petpal/design-system/test-utils/remote-story';

/**
 * Story setup for components that load data: fetch answers from `routes` until the story ends (Storybook
 * runs the returned cleanup), and the session user is set in the page's jotai store (the one the preview's
 * toasts use too; the location is left as it is). `user` defaults to Nina; null is a guest.
 */
export function withFakeApi(routes: FakeRoutes, options: { user?: SessionUser | null } = {}) {
  return withStubApi(routes, { user: options.user === undefined ? nina : options.user, location: null });
}

export interface PlatformMetaOptions {
  /** The URL the story starts at (a story's `parameters.route` goes over it) and the route pattern it is mounted at. */
  route?: string;
  path?: string;
  /** A page: the whole canvas, on the phone and desktop viewports. */
  page?: boolean;
  /** The phone and desktop viewports (desktop first). */
  viewports?: boolean;
}

/** What a community story's meta shares (spread it in): the platform around the story, and its viewports. */
export function platformMeta({ route, path, page = false, viewports = page }: PlatformMetaOptions = {}) {
  const decorators: Decorator[] = [
    (Story, { parameters }) => (
      <RemoteStory route={(parameters.route as string | undefined) ?? route} path={path}>
        {Story()}
      </RemoteStory>
    ),
  ];
  if (!viewports) return { decorators };
  const layout = page ? { layout: 'fullscreen' } : {};
  return { decorators, parameters: { ...layout, viewport: storyViewports }, globals: onDesktop };
}
