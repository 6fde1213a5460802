import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { ownPost, post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { sam } from '../../../test/users';
import { PostActions } from './PostActions';

const id = post().id;

const meta = {
  title: 'Community/PostActions',
  component: PostActions,
  ...platformMeta(),
  args: { post: post(), onEdit: fn() },
} satisfies Meta<typeof PostActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Liked: Story = {
  args: { post: post({ likedByMe: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like', pressed: true })).toBeVisible();
  },
};

export const LikeRefused: Story = {
  beforeEach: withFakeApi({
    [`PUT /api/community/posts/${id}/like`]: apiError(404, 'not_found', communityMessages.postNotFound),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await page(canvasElement).findByText(communityMessages.postNotFound)).toBeVisible();
  },
};

/** Moderators and the author: Edit, and Delete after a confirmation. */
export const ConfirmDelete: Story = {
  args: { post: ownPost() },
  beforeEach: withFakeApi({ [`DELETE /api/community/posts/${id}`]: 'pending' }, { user: sam }),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: 'Delete this post?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete post' }));
    await expect(dialog.getByRole('button', { name: 'Delete post' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const FlagIt: Story = {
  beforeEach: withFakeApi({ [`POST /api/community/posts/${id}/flag`]: ok({ flagCount: 1, hidden: false }) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flag' }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: 'Flag this post' }));
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    await expect(await canvas.findByText('You flagged this post. A moderator will take a look.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Flag' })).toBeNull();
  },
};

/** A guest, or a hidden post: nothing to do. */
export const NothingToDo: Story = {
  args: { post: post({ can: { edit: false, delete: false, comment: false, like: false, flag: false } }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Like|Edit|Delete|Flag/ })).toBeNull();
  },
};
