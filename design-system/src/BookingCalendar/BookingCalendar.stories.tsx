import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
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

// The options a vet's calendar uses (spec section 2), here with the stylist's words: the mfe-vet form has its own.
const optionsText: BookingCalendarProps<BookingSlot>['text'] = {
  ...text,
  holidaysAhead: (count) => `${count} day(s) off in the next 30 days.`,
  nothingBookable: {
    no_hours: { title: 'No available dates found', description: text.noHours, toast: text.noFreeDates },
    fully_booked: { title: 'No available dates found', description: text.noFreeDates, toast: text.noFreeDates },
    all_holidays: {
      title: 'All available dates are holidays',
      description: 'Please contact the stylist directly.',
      toast: 'Every working day in the next 30 days is a holiday.',
    },
  },
  holidayDay: { title: 'Not available on this day', lines: ['This day has become a holiday.', 'Please pick another.'] },
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
  /** The options vets use: overlays and toasts, the holiday notice and panel, the day stepper, holiday toasts. */
  vet?: boolean;
  /** The slots' answer marks every chosen day as a holiday (newer than the month's). */
  holidayAnswer?: boolean;
}

function Controlled({
  window: answer,
  failed = false,
  ownerTimeZone,
  onSlotChange,
  vet = false,
  holidayAnswer = false,
}: StoryArgs) {
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
        data: date
          ? holidayAnswer
            ? { slots: [], emptyReason: 'holiday', holiday: true }
            : { slots: slotsOf(date), emptyReason: 'breaks_or_booked' }
          : undefined,
        loading: false,
        failed: false,
        onRetry: () => undefined,
      }}
      selectedSlot={slot}
      onSlotChange={(picked) => {
        setSlot(bookingSlotKey(picked));
        onSlotChange(picked);
      }}
      text={vet ? optionsText : text}
      ownerTimeZone={ownerTimeZone}
      dayStepper={vet}
      holidayPick={vet ? 'toast' : 'notice'}
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

export const DayStepperBetweenBookableDays: Story = {
  args: { vet: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1 day(s) off in the next 30 days.')).toBeVisible();
    const stepper = within(canvas.getByRole('button', { name: 'Previous day' }).parentElement!);
    await expect(stepper.getByText('Select a date')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(stepper.getByText('March 4, 2030')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '09:00 - 10:00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    // The holiday on the 6th is stepped over.
    await expect(stepper.getByText('March 7, 2030')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(stepper.getByText('March 5, 2030')).toBeVisible();
  },
};

export const HolidayPickedToasts: Story = {
  args: { vet: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday, March 6, 2030, holiday' }));
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('This date is not available due to stylist holiday.');
    await expect(canvas.getByText('Select a date to see the free time slots.')).toBeVisible();
  },
};

export const HolidayAnswerPanel: Story = {
  args: { vet: true, holidayAnswer: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Monday, March 4, 2030, available' }));
    await expect(await canvas.findByText('Not available on this day')).toBeVisible();
    await expect(canvas.getByText('This day has become a holiday.')).toBeVisible();
    await expect(canvas.getByText('Please pick another.')).toBeVisible();
  },
};

export const OverlayNoHours: Story = {
  args: { vet: true, window: { ...window, availableDates: [], holidays: [], hasSchedules: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No available dates foundThe stylist has not set their availability.',
    );
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('This stylist has no free slots in the next 30 days.');
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeDisabled();
  },
};

export const OverlayAllHolidays: Story = {
  args: { vet: true, window: { ...window, availableDates: [], scheduledDates: ['2030-03-06'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('All available dates are holidays').closest('[role="status"]')).toHaveTextContent(
      'All available dates are holidaysPlease contact the stylist directly.',
    );
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Every working day in the next 30 days is a holiday.');
  },
};
