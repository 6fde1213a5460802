import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, isBefore, isSameDay, isWeekend } from 'date-fns';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Calendar, type CalendarProps } from './Calendar';

const today = new Date(2026, 11, 3);
const lastBookable = addDays(today, 30);
const holidays = [new Date(2026, 11, 24), new Date(2026, 11, 25), new Date(2026, 11, 31)];

const outsideWindow = (day: Date) => isBefore(day, today) || isBefore(lastBookable, day);
const isHoliday = (day: Date) => holidays.some((h) => isSameDay(h, day));
const isAvailable = (day: Date) => !isWeekend(day);

function Controlled(props: CalendarProps) {
  const [month, setMonth] = useState(props.month);
  const [selected, setSelected] = useState(props.selected);
  return (
    <Calendar
      {...props}
      month={month}
      onMonthChange={(next) => {
        setMonth(next);
        props.onMonthChange(next);
      }}
      selected={selected}
      onSelect={(day) => {
        setSelected(day);
        props.onSelect(day);
      }}
    />
  );
}

const meta = {
  title: 'Booking/Calendar',
  component: Calendar,
  render: (args) => <Controlled {...args} />,
  args: {
    month: new Date(2026, 11, 1),
    selected: null,
    onMonthChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('Sun');
    await expect(headers[6]).toHaveTextContent('Sat');
  },
};

export const BookingWindow: Story = {
  name: 'Holidays, available and disabled days with legend',
  args: { isDisabled: outsideWindow, isHoliday, isAvailable, showLegend: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Friday, December 25, 2026, holiday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday, December 1, 2026' }));
    await expect(args.onSelect).not.toHaveBeenCalled();

    const monday = canvas.getByRole('button', { name: 'Monday, December 7, 2026, available' });
    await userEvent.click(monday);
    await expect(args.onSelect).toHaveBeenCalledWith(new Date(2026, 11, 7));
    await expect(monday.closest('td')).toHaveAttribute('aria-selected', 'true');

    await expect(canvas.getByText('Available')).toBeVisible();
    await expect(canvas.getByText('Holiday (Unavailable)')).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  args: { selected: new Date(2026, 11, 30) },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Wednesday, December 30, 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Thursday, December 31, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith(new Date(2027, 0, 1));
    await expect(canvas.getByRole('button', { name: 'Thursday, January 7, 2027' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(new Date(2027, 0, 7));
  },
};
