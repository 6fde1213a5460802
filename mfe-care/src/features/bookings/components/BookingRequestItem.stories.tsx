import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ownerRequest } from '../../../test/fixtures';
import { BookingRequestItem } from './BookingRequestItem';

const meta = {
  title: 'Pet care/BookingRequestItem',
  component: BookingRequestItem,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: { request: ownerRequest(), onCancel: fn(), onRate: fn(), onReportCards: fn() },
} satisfies Meta<typeof BookingRequestItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(args.request);
  },
};

export const Declined: Story = {
  args: { request: ownerRequest({ status: 'declined', declineReason: 'Away that week.', canCancel: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('Away that week.')).toBeVisible();
    // Only Message (docs/decisions/095).
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Message']);
  },
};

export const ToRate: Story = {
  args: { request: ownerRequest({ status: 'accepted', canCancel: false, canRate: true }) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rate' }));
    await expect(args.onRate).toHaveBeenCalledWith(args.request);
  },
};

export const Rated: Story = {
  args: { request: ownerRequest({ status: 'accepted', canCancel: false, rated: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated')).toBeVisible();
  },
};
