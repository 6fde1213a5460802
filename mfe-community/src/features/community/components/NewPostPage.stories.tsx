import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { catGroup, group, pngFile, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { NewPostPage } from './NewPostPage';

const bandra = group({ joined: true });

const meta = {
  title: 'Community/NewPostPage',
  component: NewPostPage,
  ...platformMeta({ route: '/community/post/new', page: true }),
} satisfies Meta<typeof NewPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (create: Parameters<typeof withFakeApi>[0][string] = { status: 201, body: { post: post() } }) =>
  withFakeApi({
    'GET /api/community/groups': ok({ groups: [bandra, { ...catGroup, joined: true }] }),
    'POST /api/community/posts': create,
    // A chosen photo is uploaded to the image pipeline at once (decision 100).
    'POST /api/images': {
      status: 201,
      body: { image: { id: 'story-post-photo-00001', widths: [320], width: 320, height: 240 } },
    },
  });

export const WithAPhoto: Story = {
  beforeEach: api('pending'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Group'), bandra.id);
    await userEvent.type(canvas.getByLabelText('Title'), 'Walk time on Sunday');
    await userEvent.type(canvas.getByLabelText("What's on your mind?"), 'Meet at 7.');
    await userEvent.upload(canvas.getByLabelText('Photos (optional)'), pngFile());
    await expect(await canvas.findByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(canvas.getByRole('button', { name: 'Post' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const MissingFieldsOnPhone: Story = {
  beforeEach: api(),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    await expect(canvas.getByLabelText('Group')).toHaveAccessibleDescription(communityMessages.chooseGroup);
    await expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription(communityMessages.postTitle);
    await expect(canvas.getByLabelText("What's on your mind?")).toHaveAccessibleDescription(communityMessages.postBody);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Five posts in ten minutes: the API's message, and the post is kept. */
export const PostingTooOften: Story = {
  beforeEach: api(apiError(429, 'rate_limited', communityMessages.postingTooOften)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Group'), bandra.id);
    await userEvent.type(canvas.getByLabelText('Title'), 'Walk time on Sunday');
    await userEvent.type(canvas.getByLabelText("What's on your mind?"), 'Meet at 7.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(communityMessages.postingTooOften);
    await expect(canvas.getByLabelText('Title')).toHaveValue('Walk time on Sunday');
  },
};

export const InNoGroupYet: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/groups': ok({ groups: [group()] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Join a group to post')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Communities' })).toHaveAttribute('href', '/community');
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(communityMessages.signInToJoin)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/groups': 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your groups...')).toBeVisible();
  },
};

export const GroupsFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/groups': 'network-error' }),
  play: async ({ canvas }) => {
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText(communityMessages.loadFailed)).toBeVisible();
  },
};
