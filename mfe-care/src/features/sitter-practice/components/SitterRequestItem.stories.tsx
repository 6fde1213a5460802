import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import { sitterRequest } from '../../../test/fixtures';
import { SitterRequestItem } from './SitterRequestItem';

const meta = {
  title: 'Pet care/SitterRequestItem',
  component: SitterRequestItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { request: sitterRequest(), busy: false, onAccept: fn(), onDecline: fn(), onReportCards: fn() },
} satisfies Meta<typeof SitterRequestItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Answer by/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.request);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(args.request);
  },
};

export const Refused: Story = {
  args: { error: careMessages.overlap },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(careMessages.overlap);
  },
};

/** Accepted: the owner's phone number is shared, as on Rover (decision 027). */
export const Accepted: Story = {
  args: {
    request: sitterRequest({
      status: 'accepted',
      canAnswer: false,
      owner: { name: 'Priya S.', phoneNumber: '+91 90000 11111' },
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('+91 90000 11111')).toBeVisible();
    // No answer any more: the booking's report cards instead.
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Report cards' }));
    await expect(args.onReportCards).toHaveBeenCalledWith(args.request);
  },
};

export const Declined: Story = {
  args: { request: sitterRequest({ status: 'declined', canAnswer: false, declineReason: 'Away that week.' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Away that week.')).toBeVisible();
  },
};
