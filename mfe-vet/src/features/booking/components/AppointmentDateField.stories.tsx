import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { availability } from '../../../test/fixtures';
import { AppointmentDateField, type AppointmentDateFieldProps } from './AppointmentDateField';

function Controlled(props: AppointmentDateFieldProps) {
  const [date, setDate] = useState(props.date);
  return (
    <AppointmentDateField
      {...props}
      date={date}
      onSelect={(next) => {
        setDate(next);
        props.onSelect(next);
      }}
    />
  );
}

const meta = {
  title: 'Vet booking/AppointmentDateField',
  component: AppointmentDateField,
  render: (args) => <Controlled {...args} />,
  args: {
    availability: availability(),
    loading: false,
    failed: false,
    onRetry: fn(),
    date: null,
    onSelect: fn(),
  },
} satisfies Meta<typeof AppointmentDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingWindow: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByText(
        'This veterinarian has 2 holiday(s) in the next 30 days. Holiday dates are not available for booking.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Holiday (Unavailable)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, December 24, 2026, holiday' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Friday, December 4, 2026, available' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-04');
    await expect(canvas.getByText('December 4, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-12-07');
  },
};

export const NoSchedules: Story = {
  args: { availability: availability({ availableDates: [], holidays: [], hasSchedules: false, scheduledDates: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No available dates found')).toBeVisible();
    await expect(canvas.getByText('The veterinarian has not set their availability')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeDisabled();
  },
};

export const AllHolidays: Story = {
  args: {
    availability: availability({ availableDates: [], scheduledDates: ['2026-12-24', '2026-12-25'] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All available dates are holidays')).toBeVisible();
    await expect(canvas.getByText('Please contact the veterinarian directly.')).toBeVisible();
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(
      await toasts.findByText(
        'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { availability: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available dates and checking holidays...');
  },
};

export const LoadFailed: Story = {
  args: { availability: undefined, failed: true },
  play: async ({ args, canvas, userEvent }) => {
    // Earlier stories' toasts (role alert too) may still be on the page.
    const message = canvas.getByText('Failed to load available dates. Please try again.');
    await expect(message.closest('[role="alert"]')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
