import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import { sitterRequest } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { DeclineRequestDialog } from './DeclineRequestDialog';

const request = sitterRequest();

const meta = {
  title: 'Pet care/DeclineRequestDialog',
  component: DeclineRequestDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { request, onClose: fn() },
} satisfies Meta<typeof DeclineRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decline: Story = {
  beforeEach: withFakeApi({
    [`POST /api/care/practice/requests/${request.id}/decline`]: ok({
      request: { ...request, status: 'declined', canAnswer: false, declineReason: 'Away that week.' },
    }),
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Decline this request?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(dialog.getByLabelText('Reason for declining')).toHaveAccessibleDescription(
      expect.stringContaining('Please give a reason for declining.'),
    );
    await userEvent.type(dialog.getByLabelText('Reason for declining'), 'Away that week.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const AlreadyAnswered: Story = {
  beforeEach: withFakeApi({
    [`POST /api/care/practice/requests/${request.id}/decline`]: apiError(409, 'conflict', careMessages.alreadyDecided),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Reason for declining'), 'Away');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(await dialog.findByText(careMessages.alreadyDecided)).toBeVisible();
  },
};
