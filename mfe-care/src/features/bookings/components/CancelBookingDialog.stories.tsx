import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ownerRequest } from '../../../test/fixtures';
import { CancelBookingDialog } from './CancelBookingDialog';

const meta = {
  title: 'Pet care/CancelBookingDialog',
  component: CancelBookingDialog,
  args: { request: ownerRequest(), cancelling: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toHaveAccessibleDescription(/Dog Walking with Asha Rao/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeDisabled();
  },
};
