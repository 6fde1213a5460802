import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isSameDay } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Calendar, type CalendarProps } from './Calendar';

const december = new Date(2026, 11, 1);
const holiday = new Date(2026, 11, 25);
const disabled = new Date(2026, 11, 2);
const available = new Date(2026, 11, 7);

function renderCalendar(props: Partial<CalendarProps> = {}) {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  renderWithTheme(
    <Calendar
      month={december}
      onMonthChange={onMonthChange}
      selected={null}
      onSelect={onSelect}
      isHoliday={(d) => isSameDay(d, holiday)}
      isDisabled={(d) => isSameDay(d, disabled)}
      isAvailable={(d) => isSameDay(d, available) || isSameDay(d, holiday)}
      {...props}
    />,
  );
  return { onSelect, onMonthChange };
}

function ControlledCalendar() {
  const [month, setMonth] = useState(december);
  const [selected, setSelected] = useState<Date | null>(new Date(2026, 11, 31));
  return <Calendar month={month} onMonthChange={setMonth} selected={selected} onSelect={setSelected} />;
}

describe('Calendar', () => {
  it('starts weeks on Sunday with short English labels', () => {
    renderCalendar();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('is a grid named by its month', () => {
    renderCalendar();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
  });

  it('names days with weekday, date and status', () => {
    renderCalendar();
    expect(screen.getByRole('button', { name: 'Monday, December 7, 2026, available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Friday, December 25, 2026, holiday' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toBeTruthy();
  });

  it('selects an ordinary day', async () => {
    const { onSelect } = renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Monday, December 7, 2026, available' }));
    expect(onSelect).toHaveBeenCalledWith(available);
  });

  it('does not select a holiday', async () => {
    const { onSelect } = renderCalendar();
    const button = screen.getByRole('button', { name: 'Friday, December 25, 2026, holiday' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not select a disabled day', async () => {
    const { onSelect } = renderCalendar();
    const button = screen.getByRole('button', { name: 'Wednesday, December 2, 2026' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the selected day', () => {
    renderCalendar({ selected: available });
    const cell = screen.getByRole('button', { name: /December 7, 2026/ }).closest('td');
    expect(cell?.getAttribute('aria-selected')).toBe('true');
  });

  it('pages months with the header buttons', async () => {
    const { onMonthChange } = renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2027, 0, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2026, 10, 1));
  });

  it('moves focus with arrow keys, across the month boundary', async () => {
    renderWithTheme(<ControlledCalendar />);
    const selected = screen.getByRole('button', { name: 'Thursday, December 31, 2026' });
    expect(selected.tabIndex).toBe(0);
    selected.focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, December 30, 2026');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, December 23, 2026');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, January 6, 2027');
  });

  it('shows the legend on request', () => {
    renderCalendar({ showLegend: true });
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Holiday (Unavailable)')).toBeTruthy();
  });
});
