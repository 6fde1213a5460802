import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cancelledAppointment, pastAppointment, stylingAppointment } from '../test/stylist-fixtures';
import { StylingAppointmentItem } from './StylingAppointmentItem';

const upcoming = stylingAppointment();

const meta = {
  title: 'Pet care/StylingAppointmentItem',
  component: StylingAppointmentItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { appointment: upcoming, viewer: 'owner', onCancel: fn(), onRate: fn() },
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

/** The API reads a confirmed appointment whose end has passed as completed: the owner is asked to Rate. */
export const CompletedAskForARating: Story = {
  args: { appointment: pastAppointment },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Rate' }));
    await expect(args.onRate).toHaveBeenCalledWith(pastAppointment);
  },
};

export const CompletedAndRated: Story = {
  args: { appointment: { ...pastAppointment, canRate: false, rated: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Rated')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

/** The stylist sees Completed too, and is never asked to rate. */
export const CompletedForTheStylist: Story = {
  args: { appointment: { ...pastAppointment, canRate: false }, viewer: 'stylist', onRate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

export const CancelledByTheStylist: Story = {
  args: { appointment: cancelledAppointment },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled by the stylist. Reason: Unwell that day.')).toBeVisible();
  },
};
