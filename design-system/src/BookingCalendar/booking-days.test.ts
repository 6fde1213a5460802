import { describe, expect, it } from 'vitest';
import { bookingDays, nothingBookable, toDay } from './booking-days';

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

describe('bookingDays.step', () => {
  const days = bookingDays({ ...window, availableDates: ['2026-12-07', '2026-12-03', '2026-12-05', '2026-12-04'] });

  it('moves to the nearest bookable date either way, skipping holidays', () => {
    expect(days.step(null, 1)).toBe('2026-12-03');
    expect(days.step(null, -1)).toBeNull();
    expect(days.step('2026-12-04', 1)).toBe('2026-12-07');
    expect(days.step('2026-12-07', -1)).toBe('2026-12-04');
    expect(days.step('2026-12-07', 1)).toBeNull();
    expect(days.step('2026-12-03', -1)).toBeNull();
  });
});

describe('nothingBookable', () => {
  it('is null while a day can be chosen', () => {
    expect(nothingBookable(window)).toBeNull();
  });

  it('tells no hours, every working day a holiday and fully booked apart', () => {
    const none = { ...window, availableDates: [] };
    expect(nothingBookable({ ...none, hasSchedules: false })).toBe('no_hours');
    expect(nothingBookable({ ...none, scheduledDates: ['2026-12-05'] })).toBe('all_holidays');
    expect(nothingBookable({ ...none, scheduledDates: ['2026-12-05', '2026-12-06'] })).toBe('fully_booked');
    expect(nothingBookable(none)).toBe('fully_booked');
  });
});
