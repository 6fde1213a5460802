import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BookingDatesCalendar, type BookingDatesCalendarProps, type BookingDatesText } from './BookingDatesCalendar';
import type { BookingWindow } from './booking-days';
import type { DateRange } from './date-range';

const text: BookingDatesText = {
  dateTitle: 'Dates',
  loadingDates: 'Loading available dates...',
  loadDatesFailed: 'Failed to load available dates. Please try again.',
  noFreeDates: 'This pet sitter has no open days in the next 90 days.',
  noHours: 'This pet sitter has not set their availability.',
  holiday: 'This date is not available: the pet sitter is away.',
  chooseStart: 'Choose the first day of the stay.',
  chooseEnd: 'Now choose the last day of the stay.',
  blocked: 'This pet sitter is away on one of these days. Please choose dates that are open on the calendar.',
  summary: ({ startDate, endDate }) => `${startDate} to ${endDate}`,
};

// A fixed month well ahead, so the story reads the same any day; the 6th is a day off.
const window: BookingWindow = {
  timeZone: 'Asia/Kolkata',
  today: '2030-03-01',
  lastDate: '2030-03-31',
  availableDates: Array.from({ length: 31 }, (_, i) => `2030-03-${String(i + 1).padStart(2, '0')}`).filter(
    (date) => date !== '2030-03-06',
  ),
  holidays: ['2030-03-06'],
  hasSchedules: true,
};

type StoryArgs = Pick<BookingDatesCalendarProps, 'pick' | 'ownerTimeZone' | 'onChange'> & { failed?: boolean };

function Controlled({ pick, ownerTimeZone, onChange, failed = false }: StoryArgs) {
  const [value, setValue] = useState<DateRange>({ startDate: null, endDate: null });
  return (
    <BookingDatesCalendar
      availability={{ data: failed ? undefined : window, loading: false, failed, onRetry: () => undefined }}
      pick={pick}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      text={text}
      ownerTimeZone={ownerTimeZone}
    />
  );
}

const meta = {
  title: 'Booking/BookingDatesCalendar',
  component: Controlled,
  args: { pick: 'range', ownerTimeZone: 'Europe/Berlin', onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, date: string) =>
  canvasElement.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const selectedDates = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('td[aria-selected="true"] button')].map((b) => b.getAttribute('data-date'));

/** A stay: the first day, then the last; every day between reads as selected and the range is read out. */
export const PickAStay: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(day(canvasElement, '2030-03-02')).toBeTruthy());
    await expect(canvas.getByText(text.chooseStart)).toBeVisible();
    await userEvent.click(day(canvasElement, '2030-03-02'));
    await expect(canvas.getByText(/Now choose the last day of the stay/)).toBeVisible();
    await userEvent.click(day(canvasElement, '2030-03-05'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ startDate: '2030-03-02', endDate: '2030-03-05' });
    await expect(selectedDates(canvasElement)).toEqual(['2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05']);
    await expect(canvas.getByText('2030-03-02 to 2030-03-05')).toBeVisible();
    await expect(canvas.getByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  },
};

/** By keyboard: arrows move over the month grid, Enter picks the first day and then the last. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(day(canvasElement, '2030-03-10')).toBeTruthy());
    day(canvasElement, '2030-03-10').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ startDate: '2030-03-10', endDate: '2030-03-12' });
  },
};

/** A range over the sitter's day off is not kept: the warning says why, and the first day stays chosen. */
export const OverADayOff: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(day(canvasElement, '2030-03-04')).toBeTruthy());
    await userEvent.click(day(canvasElement, '2030-03-04'));
    await userEvent.click(day(canvasElement, '2030-03-08'));
    await expect(canvas.getByText(text.blocked)).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(selectedDates(canvasElement)).toEqual(['2030-03-04']);
  },
};

/** One day (a walk): a pick is the first and the last day; a day off says the sitter is away. */
export const OneDay: Story = {
  args: { pick: 'day' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(day(canvasElement, '2030-03-06')).toBeTruthy());
    await userEvent.click(day(canvasElement, '2030-03-06'));
    await expect(canvas.getByText(text.holiday)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day(canvasElement, '2030-03-07'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ startDate: '2030-03-07', endDate: '2030-03-07' });
  },
};

/** A failed load offers to try again. */
export const LoadFailed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loadDatesFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
