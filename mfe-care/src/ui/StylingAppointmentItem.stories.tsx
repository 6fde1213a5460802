import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cancelledAppointment, pastAppointment, stylingAppointment } from '../test/stylist-fixtures';
import { StylingAppointmentItem } from './StylingAppointmentItem';

const upcoming = stylingAppointment();

const meta = {
  title: 'Pet care/StylingAppointmentItem',
  component: StylingAppointmentItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { appointment: upcoming, viewer: 'owner', onCancel: fn() },
} satisfies Meta<typeof StylingAppointmentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpcomingForTheOwner: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('Meera Iyer, Mumbai, Maharashtra')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(upcoming);
  },
};

export const UpcomingForTheStylist: Story = {
  args: { viewer: 'stylist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sam Rivera')).toBeVisible();
    await expect(canvas.getByText('Sensitive ears.')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { appointment: pastAppointment, past: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CancelledByTheStylist: Story = {
  args: { appointment: cancelledAppointment, past: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled by the stylist. Reason: Unwell that day.')).toBeVisible();
  },
};
