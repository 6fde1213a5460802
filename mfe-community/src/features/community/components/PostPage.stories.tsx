import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { communityMessages, type Post } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { comment, guestPost, HTML_BODY, ownPost, photoPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { sam } from '../../../test/users';
import { PostPage } from './PostPage';

const id = post().id;

const meta = {
  title: 'Community/PostPage',
  component: PostPage,
  ...platformMeta({ route: `/community/post/${id}`, path: '/community/post/:postId', page: true }),
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (shown: Post, options?: Parameters<typeof withFakeApi>[1]) =>
  withFakeApi(
    {
      [`GET /api/community/posts/${id}`]: ok({ post: shown }),
      [`GET /api/community/posts/${id}/comments`]: ok({
        comments: [
          comment({ can: { edit: false, delete: false } }),
          comment({ id: 'd00000000000000000000002', author: { id: sam.id, name: 'Sam R.' }, body: 'See you there!' }),
        ],
      }),
      [`PUT /api/community/posts/${id}/like`]: ok({ likeCount: shown.likeCount + 1, likedByMe: true }),
    },
    options,
  );

/** A neighbour reads, likes, and may comment or flag. */
export const Reader: Story = {
  beforeEach: api({ ...photoPost, id }),
  play: async ({ canvas, userEvent }) => {
    const article = within(await canvas.findByRole('article'));
    await expect(article.getByRole('heading', { level: 1, name: photoPost.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await canvas.findByRole('button', { name: 'Like', pressed: true })).toBeVisible();
    await expect(article.getByText('2 likes')).toBeVisible();
    await expect(canvas.getByLabelText('Add a comment')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Flag' })).toBeVisible();
  },
};

export const ReaderOnPhone: Story = {
  beforeEach: api({ ...photoPost, id }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Its author edits; they can neither like nor flag their own post. */
export const AuthorEdits: Story = {
  beforeEach: api(ownPost(), { user: sam }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const form = within(canvas.getByRole('form', { name: 'Edit post' }));
    await expect(form.getByLabelText('Title')).toHaveFocus();
    await expect(form.getByLabelText('Text')).toHaveValue(post().body);
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
  },
};

export const AuthorOnPhone: Story = {
  beforeEach: api(ownPost(), { user: sam }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Guest: Story = {
  beforeEach: api(guestPost(), { user: null }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Comments' });
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
    await expect(canvas.getByText(communityMessages.signInToJoin)).toBeVisible();
  },
};

/** After several flags its author still sees it, with why; the thread is closed. */
export const HiddenForItsAuthor: Story = {
  beforeEach: api(
    ownPost({ hidden: true, can: { edit: true, delete: true, comment: false, like: false, flag: false } }),
    { user: sam },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.hiddenPending)).toBeVisible();
    await expect(canvas.queryByLabelText('Add a comment')).toBeNull();
  },
};

export const HtmlShownAsText: Story = {
  beforeEach: api(post({ title: '<script>alert(1)</script>', body: HTML_BODY })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(canvas.getByText(HTML_BODY)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"], b')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ [`GET /api/community/posts/${id}`]: 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the post...')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: withFakeApi({
    [`GET /api/community/posts/${id}`]: apiError(404, 'not_found', communityMessages.postNotFound),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ [`GET /api/community/posts/${id}`]: 'network-error' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.loadFailed)).toBeVisible();
  },
};
