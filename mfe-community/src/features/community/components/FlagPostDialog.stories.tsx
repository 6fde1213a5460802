import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { post } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { FlagPostDialog } from './FlagPostDialog';

const flag = `POST /api/community/posts/${post().id}/flag`;

const meta = {
  title: 'Community/FlagPostDialog',
  component: FlagPostDialog,
  ...platformMeta({ viewports: true }),
  args: { postId: post().id, onFlagged: fn(), onClose: fn() },
} satisfies Meta<typeof FlagPostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (element: HTMLElement) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name: 'Flag this post' }));

export const WithReasonAndNote: Story = {
  beforeEach: withFakeApi({ [flag]: { status: 201, body: { flagCount: 3, hidden: true } } }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'misinformation');
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Says chocolate is fine for dogs.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    await waitFor(() => expect(args.onFlagged).toHaveBeenCalledWith({ flagCount: 3, hidden: true }));
  },
};

export const NoReasonOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    await expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(communityMessages.flagReason);
  },
};

export const AlreadyFlagged: Story = {
  beforeEach: withFakeApi({ [flag]: apiError(409, 'already_flagged', communityMessages.alreadyFlagged) }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    await expect(await dialog.findByText(communityMessages.alreadyFlagged)).toBeVisible();
  },
};

export const FlaggingTooOften: Story = {
  beforeEach: withFakeApi({ [flag]: apiError(429, 'rate_limited', communityMessages.flaggingTooOften) }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'harassment');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    await expect(await dialog.findByText(communityMessages.flaggingTooOften)).toBeVisible();
  },
};
