import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { WeeklySchedule } from './WeeklySchedule';

const monday = {
  id: 's1',
  dayOfWeek: 'monday' as const,
  startTime: '09:00',
  endTime: '17:00',
  slotDurationMinutes: 30,
  isAvailable: false,
  breaks: [{ id: 'b1', startTime: '12:00', endTime: '13:00', reason: 'Lunch' }],
};

describe('WeeklySchedule', () => {
  it('shows the week Monday first, closed days and a block with its breaks', async () => {
    const onRemoveBreak = vi.fn();
    const onRemove = vi.fn();
    renderWithTheme(
      <WeeklySchedule
        intro="Owners book inside these hours."
        schedules={[monday]}
        busy={false}
        onAddHours={vi.fn()}
        onEdit={vi.fn()}
        onRemove={onRemove}
        onAddBreak={vi.fn()}
        onRemoveBreak={onRemoveBreak}
      />,
    );
    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(screen.getAllByText('Closed.')).toHaveLength(6);
    const block = within(screen.getByRole('list', { name: 'Monday hours' }));
    expect(block.getByText('Closed for bookings')).toBeTruthy();
    expect(block.getByText('Break 12:00 - 13:00 (Lunch)')).toBeTruthy();
    await userEvent.click(block.getByRole('button', { name: 'Remove break 12:00 - 13:00' }));
    expect(onRemoveBreak).toHaveBeenCalledWith('b1');
    await userEvent.click(block.getByRole('button', { name: 'Remove 09:00 - 17:00 · 30-minute slots' }));
    expect(onRemove).toHaveBeenCalledWith(monday);
  }, 15_000);

  it('keeps the Remove buttons waiting while a change is on its way', () => {
    renderWithTheme(
      <WeeklySchedule
        intro="Owners book inside these hours."
        schedules={[monday]}
        busy
        onAddHours={vi.fn()}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
        onAddBreak={vi.fn()}
        onRemoveBreak={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove 09:00 - 17:00 · 30-minute slots' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
