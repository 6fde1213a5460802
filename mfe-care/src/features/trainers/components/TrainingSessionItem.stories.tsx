import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inPerson, ownerSession } from '../../../test/trainer-fixtures';
import { TrainingSessionItem } from './TrainingSessionItem';

const meta = {
  title: 'Pet care/TrainingSessionItem',
  component: TrainingSessionItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { appointment: ownerSession(), onCancel: fn(), onRate: fn() },
} satisfies Meta<typeof TrainingSessionItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online, waiting for the trainer: the charge, the deadline and Cancel. */
export const PendingOnline: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Online (Zoom)')).toBeVisible();
    await expect(canvas.getByText(/Waiting for the trainer to accept until/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(args.appointment);
  },
};

export const ConfirmedInPerson: Story = {
  args: { appointment: ownerSession({ ...inPerson, pet: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('In person')).toBeVisible();
    await expect(canvas.queryByText('Payment')).toBeNull();
  },
};

export const Paid: Story = {
  args: {
    appointment: ownerSession({ status: 'confirmed', paymentStatus: 'completed', expiresAt: null, canCancel: false }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,500.00, paid')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

/** The session's end has passed: the API reads it completed and asks the owner to Rate. */
export const CompletedAskForARating: Story = {
  args: { appointment: ownerSession({ ...inPerson, status: 'completed', canCancel: false, canRate: true }) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Rate' }));
    await expect(args.onRate).toHaveBeenCalledWith(args.appointment);
  },
};

export const CompletedAndRated: Story = {
  args: { appointment: ownerSession({ ...inPerson, status: 'completed', canCancel: false, rated: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

export const Declined: Story = {
  args: {
    appointment: ownerSession({
      status: 'declined',
      paymentStatus: 'cancelled',
      declineReason: 'Fully booked that week.',
      expiresAt: null,
      canCancel: false,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fully booked that week.')).toBeVisible();
    await expect(canvas.getByText('₹1,500.00, not charged')).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    appointment: ownerSession({ status: 'expired', paymentStatus: 'cancelled', expiresAt: null, canCancel: false }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/did not answer within 24 hours/)).toBeVisible();
  },
};
