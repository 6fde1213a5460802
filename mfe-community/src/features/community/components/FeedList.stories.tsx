import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { feed, photoPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { FeedList } from './FeedList';

const meta = {
  title: 'Community/FeedList',
  component: FeedList,
  ...platformMeta({ viewports: true }),
  args: { groupId: null, label: 'Your feed' },
} satisfies Meta<typeof FeedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const older = post({ id: 'c00000000000000000000009', title: 'Vet recommendations in Bandra?', commentCount: 4 });

/** 20 posts a page: "Load more" asks for the next with the cursor the API gave. */
export const LoadMore: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/feed': (request: RecordedRequest) =>
      ok(request.query.get('cursor') === 'page2' ? feed([older]) : feed([post(), photoPost], 'page2')),
  }),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Your feed' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await within(list).findByRole('link', { name: older.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const OnPhone: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/feed': ok(feed([post(), photoPost])) }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Your feed' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/feed': 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading posts...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groupId: post().groupId, label: 'Posts in Bandra Dog Walkers' },
  beforeEach: withFakeApi({ [`GET /api/community/groups/${post().groupId}/posts`]: ok(feed([])) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.noPosts)).toBeVisible();
  },
};

export const FailedThenRetried: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/feed': [apiError(500, 'internal', 'Boom'), ok(feed([post()]))],
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(communityMessages.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: post().title })).toBeVisible();
  },
};
