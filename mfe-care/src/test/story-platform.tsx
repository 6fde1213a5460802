import type { SessionUser } from '@petpal/contracts';
import type { Routes as FakeRoutes } from '@petpal/design-system/test-utils/fake-fetch';
import { withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { petOwner } from './users';

export {
  RemoteStory as StoryPlatform,
  type RemoteStoryProps as StoryPlatformProps,
} from '@petpal/design-system/test-utils/remote-story';

/**
 * Story setup for components that load data: fetch answers from `routes` until the story ends (Storybook
 * runs the returned cleanup), and the session user, country and city are set in the page's jotai store, the
 * one the preview's toasts use too.
 */
export function withFakeApi(
  routes: FakeRoutes,
  options: { user?: SessionUser | null; country?: string; city?: string } = {},
) {
  return withStubApi(routes, {
    user: options.user === undefined ? petOwner : options.user,
    country: options.country,
    location: { city: options.city ?? '', displayText: '' },
  });
}
