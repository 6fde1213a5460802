import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { feed, group, photoPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { GroupPage } from './GroupPage';

const bandra = group();

const meta = {
  title: 'Community/GroupPage',
  component: GroupPage,
  ...platformMeta({ route: `/community/group/${bandra.id}`, path: '/community/group/:groupId', page: true }),
} satisfies Meta<typeof GroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (over: Partial<typeof bandra>, options?: Parameters<typeof withFakeApi>[1]) =>
  withFakeApi(
    {
      [`GET /api/community/groups/${bandra.id}`]: ok({ group: group(over) }),
      [`GET /api/community/groups/${bandra.id}/posts`]: ok(feed([post(), photoPost])),
      [`PUT /api/community/groups/${bandra.id}/membership`]: ok({ group: group({ ...over, joined: true }) }),
    },
    options,
  );

export const JoinThenPost: Story = {
  beforeEach: api({}),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: bandra.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Join ${bandra.name}` }));
    await expect(await canvas.findByRole('link', { name: 'Create Post' })).toHaveAttribute(
      'href',
      `/community/post/new?group=${bandra.id}`,
    );
  },
};

export const ModeratorOnPhone: Story = {
  beforeEach: api({ joined: true, moderator: true }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/You moderate this group/)).toBeVisible();
    await canvas.findByRole('list', { name: `Posts in ${bandra.name}` });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Guest: Story = {
  beforeEach: api({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ [`GET /api/community/groups/${bandra.id}`]: 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the group...')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: withFakeApi({
    [`GET /api/community/groups/${bandra.id}`]: apiError(404, 'not_found', communityMessages.groupNotFound),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Communities' })).toHaveAttribute('href', '/community');
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ [`GET /api/community/groups/${bandra.id}`]: 'network-error' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
