import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import { ownerRequest } from '../../../test/fixtures';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { RateSitterDialog } from './RateSitterDialog';

const done = ownerRequest({ status: 'accepted', canCancel: false, canRate: true });

const meta = {
  title: 'Pet care/RateSitterDialog',
  component: RateSitterDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { request: done, onClose: fn() },
} satisfies Meta<typeof RateSitterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rate: Story = {
  beforeEach: withFakeApi({
    [`POST /api/care/requests/${done.id}/rating`]: {
      status: 201,
      body: { review: { id: 'r9', rating: 4, feedback: 'Kind', author: 'Sam', createdAt: '2026-11-03T10:00:00.000Z' } },
    },
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Rate your pet sitter' }),
    );
    await expect(dialog.getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
    await userEvent.click(dialog.getByLabelText('4 stars'));
    await userEvent.type(dialog.getByLabelText('Feedback (optional)'), 'Kind');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Rating' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const AlreadyRated: Story = {
  beforeEach: withFakeApi({
    [`POST /api/care/requests/${done.id}/rating`]: apiError(409, 'conflict', careMessages.alreadyRated),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByLabelText('5 stars'));
    await userEvent.click(page.getByRole('button', { name: 'Submit Rating' }));
    await expect(await page.findByText(careMessages.alreadyRated)).toBeVisible();
  },
};
