import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { comment, guestPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { CommentThread } from './CommentThread';

const id = post().id;
const comments = `GET /api/community/posts/${id}/comments`;
const add = `POST /api/community/posts/${id}/comments`;

const meta = {
  title: 'Community/CommentThread',
  component: CommentThread,
  ...platformMeta({ viewports: true }),
  args: { post: post(), signedIn: true },
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const thread = [
  comment({ can: { edit: false, delete: false } }),
  comment({
    id: 'd00000000000000000000002',
    author: { id: 'a00000000000000000000003', name: 'Priya S.' },
    body: 'We will bring Coco.\nShe loves the promenade.',
    editedAt: new Date().toISOString(),
    can: { edit: false, delete: false },
  }),
];

export const AddAComment: Story = {
  beforeEach: withFakeApi({
    [comments]: [
      ok({ comments: thread }),
      ok({ comments: [...thread, comment({ id: 'd00000000000000000000003', body: 'See you there' })] }),
    ],
    [add]: { status: 201, body: { comment: comment({ body: 'See you there' }) } },
    [`GET /api/community/posts/${id}`]: ok({ post: post() }),
  }),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Add a comment'), 'See you there');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByLabelText('Add a comment')).toHaveValue('');
  },
};

export const CommentingTooOftenOnPhone: Story = {
  beforeEach: withFakeApi({
    [comments]: ok({ comments: thread }),
    [add]: apiError(429, 'rate_limited', communityMessages.commentingTooOften),
  }),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    await userEvent.type(canvas.getByLabelText('Add a comment'), 'Again');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Add a comment')).toHaveAccessibleDescription(communityMessages.commentingTooOften),
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi({ [comments]: ok({ comments: [] }) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(communityMessages.noComments)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(canvas.getByLabelText('Add a comment')).toHaveAccessibleDescription(communityMessages.commentBody);
  },
};

export const Guest: Story = {
  args: { post: guestPost(), signedIn: false },
  beforeEach: withFakeApi({ [comments]: ok({ comments: thread }) }, { user: null }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    await expect(canvas.queryByLabelText('Add a comment')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ [comments]: 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading comments...')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ [comments]: 'network-error' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.loadFailed)).toBeVisible();
  },
};
