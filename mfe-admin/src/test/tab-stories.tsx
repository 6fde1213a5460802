import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';

/** A dashboard tab's story setup: inside a remote, at desktop width unless a story says phone. */
export const tabStoryFrame = {
  decorators: [(Story) => <RemoteStory>{Story()}</RemoteStory>] satisfies Decorator[],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
};

export interface TabStoriesOptions {
  /** The tab's list request, as the fake API names it ("GET /api/admin/audit"). */
  route: string;
  /** The answer with nothing in it, and what the tab then says. */
  empty: unknown;
  emptyText: string;
  /** The answer with rows, and a text only those rows show. */
  filled: unknown;
  filledText: string;
}

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

const asGuest = { user: null };
const SERVER_ERROR = apiError(500, 'internal', 'Something went wrong. Please try again.');

/** The five states every tab shows: loading, empty, filled (at both widths) and a failed load with Retry. */
export function tabStories({ route, empty, emptyText, filled, filledText }: TabStoriesOptions) {
  const filledPlay: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(filledText)).toBeInTheDocument();
  };
  const emptyPlay: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyText)).toBeInTheDocument();
  };
  const phonePlay: Play = async ({ canvasElement }) => {
    await within(canvasElement).findByText(filledText);
    await expectNoSidewaysScroll(canvasElement);
  };
  const failedPlay: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  };
  const filledStory = { beforeEach: withStubApi({ [route]: ok(filled) }, asGuest), play: filledPlay };
  return {
    Loading: { beforeEach: withStubApi({ [route]: 'pending' }, asGuest) },
    Empty: { beforeEach: withStubApi({ [route]: ok(empty) }, asGuest), play: emptyPlay },
    Filled: filledStory,
    FilledOnPhone: { ...filledStory, globals: onPhone, play: phonePlay },
    LoadFailed: { beforeEach: withStubApi({ [route]: SERVER_ERROR }, asGuest), play: failedPlay },
  };
}
