import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BookingCalendar, bookingSlotKey, type BookingCalendarProps, type BookingSlot } from './BookingCalendar';
import type { BookingWindow } from './booking-days';

const text: BookingCalendarProps<BookingSlot>['text'] = {
  dateTitle: 'Appointment Date',
  loadingDates: 'Loading available dates and checking holidays...',
  loadDatesFailed: 'Failed to load available dates. Please try again.',
  noFreeDates: 'This stylist has no free slots in the next 30 days.',
  noHours: 'The stylist has not set their availability.',
  holiday: 'This date is not available due to stylist holiday.',
  chooseDate: 'Select a date to see the free time slots.',
  loadingSlots: 'Loading available slots...',
  loadSlotsFailed: 'Failed to load available slots. Please try again.',
  noSlots: 'No available slots for this date.',
  emptyHints: {
    holiday: 'This date is not available due to stylist holiday.',
    no_schedule: 'The stylist does not work on this day.',
    breaks_or_booked: 'Every slot of this day is booked or falls in a break.',
    past: 'Every slot of this day has already started.',
    outside_window: 'Please select a date.',
  },
};

// A fixed month well ahead, so the story reads the same any day.
const window: BookingWindow = {
  timeZone: 'Asia/Kolkata',
  today: '2030-03-01',
  lastDate: '2030-03-31',
  availableDates: ['2030-03-04', '2030-03-05', '2030-03-07'],
  holidays: ['2030-03-06'],
  hasSchedules: true,
};

const slotsOf = (date: string): BookingSlot[] =>
  date === '2030-03-07'
    ? []
    : ['09:00', '10:00', '11:00', '14:00'].map((start) => ({
        scheduleId: 's1',
        startTime: start,
        endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      }));

interface StoryArgs {
  window?: BookingWindow | undefined;
  failed?: boolean;
  ownerTimeZone: string;
  onSlotChange(slot: BookingSlot): void;
}

function Controlled({ window: answer, failed = false, ownerTimeZone, onSlotChange }: StoryArgs) {
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <BookingCalendar
      availability={{ data: answer, loading: !answer && !failed, failed, onRetry: () => undefined }}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setSlot(null);
      }}
      slots={{
        data: date ? { slots: slotsOf(date), emptyReason: 'breaks_or_booked' } : undefined,
        loading: false,
        failed: false,
        onRetry: () => undefined,
      }}
      selectedSlot={slot}
      onSlotChange={(picked) => {
        setSlot(bookingSlotKey(picked));
        onSlotChange(picked);
      }}
      text={text}
      ownerTimeZone={ownerTimeZone}
    />
  );
}

const meta = {
  title: 'Booking/BookingCalendar',
  component: Controlled,
  args: { window, ownerTimeZone: 'Europe/Berlin', onSlotChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseADayAndASlot: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByText("Times in Asia/Kolkata (provider's time) · your time zone is Europe/Berlin"),
    ).toBeVisible();
    await expect(canvas.getByText('Select a date to see the free time slots.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday, March 5, 2030, available' }));
    const slot = await canvas.findByRole('button', { name: '10:00 - 11:00' });
    await userEvent.click(slot);
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSlotChange).toHaveBeenCalledWith({ scheduleId: 's1', startTime: '10:00', endTime: '11:00' });
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    // The month rests on its first day (a Friday, not bookable); three steps right is Monday the 4th.
    canvas.getByRole('button', { name: 'Friday, March 1, 2030' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Monday, March 4, 2030, available' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: '09:00 - 10:00' })).toBeVisible();
  },
};

export const HolidayPicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday, March 6, 2030, holiday' }));
    await expect(await canvas.findByText('This date is not available due to stylist holiday.')).toBeVisible();
    await expect(canvas.getByText('Select a date to see the free time slots.')).toBeVisible();
  },
};

export const DayWithoutSlots: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, March 7, 2030, available' }));
    await expect(await canvas.findByText('No available slots for this date.')).toBeVisible();
  },
};

export const SameZone: Story = {
  args: { ownerTimeZone: 'Asia/Kolkata' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Times in Asia/Kolkata (provider's time)")).toBeVisible();
  },
};

export const NoHours: Story = {
  args: { window: { ...window, availableDates: [], hasSchedules: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The stylist has not set their availability.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { window: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load available dates. Please try again.')).toBeVisible();
  },
};
