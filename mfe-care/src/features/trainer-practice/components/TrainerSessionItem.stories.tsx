import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { inPerson, trainerSession } from '../../../test/trainer-fixtures';
import { TrainerSessionItem } from './TrainerSessionItem';

const meta = {
  title: 'Pet care/TrainerSessionItem',
  component: TrainerSessionItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { appointment: trainerSession(), busy: false, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof TrainerSessionItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An online request: the meeting link, the charge, the deadline, Accept and Decline. */
export const OnlineRequest: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('https://zoom.us/j/123456789')).toBeVisible();
    await expect(canvas.getByText(/Answer by/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.appointment);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(args.appointment);
  },
};

export const Refused: Story = {
  args: { error: trainerMessages.expired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(trainerMessages.expired);
  },
};

/** In person: confirmed on booking; the owner's phone is shared. */
export const BookedInPerson: Story = {
  args: {
    appointment: trainerSession({
      ...inPerson,
      canAnswer: false,
      owner: { name: 'Priya S.', phoneNumber: '+91 90000 11111' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+91 90000 11111')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

export const Declined: Story = {
  args: {
    appointment: trainerSession({
      status: 'declined',
      paymentStatus: 'cancelled',
      canAnswer: false,
      expiresAt: null,
      declineReason: 'Fully booked that week.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fully booked that week.')).toBeVisible();
  },
};
