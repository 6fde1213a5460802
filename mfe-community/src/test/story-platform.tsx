import type { SessionUser } from '@petpal/contracts';
import type { Routes as FakeRoutes } from '@petpal/design-system/test-utils/fake-fetch';
import { withStubApi } from '@petpal/design-system/test-utils/remote-story';
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
