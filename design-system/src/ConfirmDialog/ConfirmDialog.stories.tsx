import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Alert } from '../Alert';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete this report?',
    description: 'The report, its photo, comments and messages are removed for good.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(args.onConfirm).toHaveBeenCalled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    title: 'Mark as reunited?',
    confirmLabel: 'Resolve',
    variant: 'primary',
    children: <Alert variant="error">Something went wrong. Please try again.</Alert>,
  },
};

export const Busy: Story = { args: { busy: true, keepLabel: 'Keep Booking', confirmLabel: 'Cancel Booking' } };
