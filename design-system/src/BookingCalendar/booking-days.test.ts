import { describe, expect, it } from 'vitest';
import { bookingDays, toDay } from './booking-days';

const window = {
  timeZone: 'Asia/Kolkata',
  today: '2026-12-02',
  lastDate: '2026-12-31',
  availableDates: ['2026-12-03', '2026-12-04'],
  holidays: ['2026-12-05'],
  hasSchedules: true,
};

describe('bookingDays', () => {
  it('allows only free days inside the window and strikes holidays', () => {
    const days = bookingDays(window);
    expect(days.firstMonth).toEqual(toDay('2026-12-01'));
    expect(days.isDisabled(toDay('2026-12-03'))).toBe(false);
    expect(days.isAvailable(toDay('2026-12-03'))).toBe(true);
    expect(days.isDisabled(toDay('2026-12-01'))).toBe(true);
    expect(days.isDisabled(toDay('2026-12-06'))).toBe(true);
    expect(days.isHoliday(toDay('2026-12-05'))).toBe(true);
    expect(days.isDisabled(toDay('2026-12-05'))).toBe(true);
  });

  it('opens on the first bookable month, or this month without one', () => {
    expect(bookingDays({ ...window, availableDates: ['2027-01-04'] }).firstMonth).toEqual(toDay('2027-01-01'));
    expect(bookingDays({ ...window, availableDates: [] }).firstMonth).toEqual(toDay('2026-12-01'));
  });
});
