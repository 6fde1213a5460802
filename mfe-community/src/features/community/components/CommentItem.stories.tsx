import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { comment } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { CommentItem } from './CommentItem';

const own = comment();

const meta = {
  title: 'Community/CommentItem',
  component: CommentItem,
  ...platformMeta(),
  args: { comment: own },
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its author (or a moderator) edits it in place; an empty text is refused. */
export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the comment by Nina K.' }));
    const text = canvas.getByLabelText('Comment text');
    await expect(text).toHaveFocus();
    await userEvent.clear(text);
    await userEvent.type(text, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(text).toHaveAccessibleDescription(communityMessages.commentBody);
  },
};

export const DeleteRefused: Story = {
  beforeEach: withFakeApi({
    [`DELETE /api/community/comments/${own.id}`]: apiError(403, 'not_yours', communityMessages.notYours),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the comment by Nina K.' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(page.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete comment',
      }),
    );
    await expect(await page.findByText(communityMessages.notYours)).toBeVisible();
  },
};

export const SomeoneElsesEdited: Story = {
  args: {
    comment: comment({
      body: '<b>Not bold</b>',
      editedAt: new Date().toISOString(),
      can: { edit: false, delete: false },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b>Not bold</b>')).toBeVisible();
    await expect(canvas.getByText('(edited)')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  },
};
