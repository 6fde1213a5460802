import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { stylingAppointment } from '../../../test/stylist-fixtures';
import { CancelStylingDialog } from './CancelStylingDialog';

const meta = {
  title: 'Pet care/CancelStylingDialog',
  component: CancelStylingDialog,
  args: { appointment: stylingAppointment(), cancelling: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelStylingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveAccessibleDescription(/Bath & Brush with Meera Iyer/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel Appointment' })).toBeDisabled();
  },
};
