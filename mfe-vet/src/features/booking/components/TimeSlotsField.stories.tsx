import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { daySlots } from '../../../test/fixtures';
import { TimeSlotsField } from './TimeSlotsField';

const meta = {
  title: 'Vet booking/TimeSlotsField',
  component: TimeSlotsField,
  args: {
    date: '2026-12-04',
    day: daySlots('2026-12-04'),
    loading: false,
    failed: false,
    onRetry: fn(),
    timeZone: 'Asia/Kolkata',
    selected: null,
    onSelect: fn(),
  },
} satisfies Meta<typeof TimeSlotsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  args: { selected: { scheduleId: daySlots('2026-12-04').slots[1]!.scheduleId, startTime: '09:30' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/^Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '09:30 - 10:00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '10:30 - 11:00' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ startTime: '10:30', endTime: '11:00' }));
  },
};

export const NoDateYet: Story = {
  args: { date: null, day: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a date to see the available time slots.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { day: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available time slots...');
  },
};

export const Holiday: Story = {
  args: { day: daySlots('2026-12-04', { holiday: true, slots: [], emptyReason: 'holiday' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Doctor is Not Available')).toBeVisible();
    await expect(canvas.getByText('The selected date is marked as a holiday.')).toBeVisible();
    await expect(canvas.getByText('Please select a different date to continue.')).toBeVisible();
  },
};

export const FullyBooked: Story = {
  args: { day: daySlots('2026-12-04', { slots: [], emptyReason: 'breaks_or_booked' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No available slots for this date.')).toBeVisible();
    await expect(canvas.getByText('Every time on this date falls in a break or is already booked.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { day: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load available time slots.');
  },
};
