import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { stylingAppointment } from '../../../test/stylist-fixtures';
import { CancelWithReasonDialog } from './CancelWithReasonDialog';

const appointment = stylingAppointment();
const cancelPath = `POST /api/care/stylist-practice/appointments/${appointment.id}/cancel`;

const meta = {
  title: 'Pet care/CancelWithReasonDialog',
  component: CancelWithReasonDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { appointment, onClose: fn() },
} satisfies Meta<typeof CancelWithReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancel: Story = {
  beforeEach: withFakeApi({
    [cancelPath]: ok({ appointment: { ...appointment, status: 'cancelled', cancelledBy: 'stylist' } }),
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(dialog.getByLabelText(/^Reason for cancelling/)).toHaveAccessibleDescription(
      expect.stringContaining(stylistMessages.cancelReason),
    );
    await userEvent.type(dialog.getByLabelText(/^Reason for cancelling/), 'Unwell that day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** It started meanwhile: the API's words under the reason. */
export const NoLongerCancellable: Story = {
  beforeEach: withFakeApi({ [cancelPath]: apiError(409, 'not_cancellable', stylistMessages.notCancellable) }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Reason for cancelling/), 'Unwell');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await dialog.findByText(stylistMessages.notCancellable)).toBeVisible();
  },
};
