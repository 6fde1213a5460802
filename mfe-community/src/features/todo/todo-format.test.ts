import { describe, expect, it } from 'vitest';
import { dayLabel, dueLabel, localToday } from './todo-format';

describe('how a due date reads', () => {
  it('names the days around today and dates the others, with the year only when it differs', () => {
    const today = '2026-12-31';
    expect(dayLabel('2026-12-31', today)).toBe('Today');
    expect(dayLabel('2027-01-01', today)).toBe('Tomorrow');
    expect(dayLabel('2026-12-30', today)).toBe('Yesterday');
    expect(dayLabel('2026-12-07', today)).toBe('Mon 7 Dec');
    expect(dayLabel('2027-01-04', today)).toBe('Mon 4 Jan 2027');
  });

  it('adds the time of a timed task', () => {
    expect(dueLabel({ dueDate: '2026-03-09', dueTime: '09:00' }, '2026-03-02')).toBe('Mon 9 Mar, 09:00');
    expect(dueLabel({ dueDate: '2026-03-02', dueTime: null }, '2026-03-02')).toBe('Today');
  });

  it('knows today’s local date', () => {
    expect(localToday(new Date(2026, 2, 2, 23, 59))).toBe('2026-03-02');
  });
});
