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

// A vet's calendar: the same words plus the spec's overlays, holiday notice and holiday panel (section 2).
const vetText: BookingCalendarProps<BookingSlot>['text'] = {
  ...text,
  holiday: 'The selected date is a holiday for this veterinarian. Please choose another date.',
  chooseDate: 'Select a date to see the available time slots.',
  holidaysAhead: (count) =>
    `This veterinarian has ${count} holiday(s) in the next 30 days. Holiday dates are not available for booking.`,
  nothingBookable: {
    no_hours: {
      title: 'No available dates found',
      description: 'The veterinarian has not set their availability',
      toast: 'This veterinarian has no available dates in the next 30 days.',
    },
    fully_booked: {
      title: 'No available dates found',
      description: 'This veterinarian has no available dates in the next 30 days.',
      toast: 'This veterinarian has no available dates in the next 30 days.',
    },
    all_holidays: {
      title: 'All available dates are holidays',
      description: 'Please contact the veterinarian directly.',
      toast: 'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
    },
  },
  holidayDay: {
    title: 'Doctor is Not Available',
    lines: ['The selected date is marked as a holiday.', 'Please select a different date to continue.'],
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
  /** The vet options: overlays and toasts, the holiday notice and panel, the day stepper. */
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
      text={vet ? vetText : text}
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
    await expect(
      canvas.getByText(
        'This veterinarian has 1 holiday(s) in the next 30 days. Holiday dates are not available for booking.',
      ),
    ).toBeVisible();
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
    await expect(toast).toHaveTextContent(
      'The selected date is a holiday for this veterinarian. Please choose another date.',
    );
    await expect(canvas.getByText('Select a date to see the available time slots.')).toBeVisible();
  },
};

export const HolidayAnswerPanel: Story = {
  args: { vet: true, holidayAnswer: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Monday, March 4, 2030, available' }));
    await expect(await canvas.findByText('Doctor is Not Available')).toBeVisible();
    await expect(canvas.getByText('The selected date is marked as a holiday.')).toBeVisible();
    await expect(canvas.getByText('Please select a different date to continue.')).toBeVisible();
  },
};

export const OverlayNoHours: Story = {
  args: { vet: true, window: { ...window, availableDates: [], holidays: [], hasSchedules: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No available dates foundThe veterinarian has not set their availability',
    );
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('This veterinarian has no available dates in the next 30 days.');
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeDisabled();
  },
};

export const OverlayAllHolidays: Story = {
  args: { vet: true, window: { ...window, availableDates: [], scheduledDates: ['2030-03-06'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('All available dates are holidays').closest('[role="status"]')).toHaveTextContent(
      'All available dates are holidaysPlease contact the veterinarian directly.',
    );
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent(
      'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
    );
  },
};
