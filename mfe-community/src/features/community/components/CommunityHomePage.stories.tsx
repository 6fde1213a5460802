import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { catGroup, feed, group, photoPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { CommunityHomePage } from './CommunityHomePage';

const meta = {
  title: 'Community/CommunityHomePage',
  component: CommunityHomePage,
  ...platformMeta({ route: '/community', page: true }),
} satisfies Meta<typeof CommunityHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = feed([post(), photoPost]);
const sections = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Member: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/groups': ok({ groups: [group({ joined: true }), catGroup] }),
    'GET /api/community/feed': ok(posts),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Your feed' })).toBeVisible();
    await expect(sections(canvasElement)).toEqual(['Your feed', 'Groups']);
    await expect(canvas.getByRole('link', { name: 'Create Post' })).toHaveAttribute('href', '/community/post/new');
  },
};

export const MemberOnPhone: Story = {
  ...Member,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Your feed' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Someone in no group yet: the groups come first (on a phone, before twenty posts), then popular posts. */
export const NewcomerOnPhone: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/groups': ok({ groups: [group(), catGroup] }),
    'GET /api/community/feed': ok(posts),
  }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(communityMessages.noFeed)).toBeVisible();
    await expect(sections(canvasElement)).toEqual(['Groups', 'Popular posts']);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi(
    { 'GET /api/community/groups': ok({ groups: [group(), catGroup] }), 'GET /api/community/feed': ok(posts) },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Popular posts' })).toBeVisible();
    await expect(canvas.getByText(communityMessages.signInToJoin)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Join/ })).toBeNull();
  },
};

export const Loading: Story = {
  // A guest: a member's page waits for their groups before either column (96f24c6).
  beforeEach: withFakeApi(
    { 'GET /api/community/groups': 'pending', 'GET /api/community/feed': 'pending' },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading groups...')).toBeVisible();
    // Someone in no group sees the groups first: the feed is drawn but hidden until they come, so it does not move
    // down (decision 080); its request leaves with theirs (decision 109).
    await expect(canvas.getByText('Loading posts...')).not.toBeVisible();
  },
};

export const NothingYet: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/groups': ok({ groups: [] }),
    'GET /api/community/feed': ok(feed([])),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.noGroups)).toBeVisible();
    await expect(await canvas.findByText(communityMessages.noPosts)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi(
    {
      'GET /api/community/groups': apiError(500, 'internal', 'Boom'),
      'GET /api/community/feed': 'network-error',
    },
    { user: null },
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(communityMessages.loadFailed)).toHaveLength(2));
  },
};
