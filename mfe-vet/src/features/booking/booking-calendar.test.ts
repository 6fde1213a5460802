import { describe, expect, it } from 'vitest';
import { availability } from '../../test/fixtures';
import { bookingCalendar, toDay, toIsoDate } from './booking-calendar';

describe('bookingCalendar', () => {
  const calendar = bookingCalendar(availability());

  it('offers only the available dates inside the window; holidays are never offered', () => {
    expect(calendar.isAvailable('2026-12-04')).toBe(true);
    expect(calendar.isDisabled('2026-12-04')).toBe(false);
    expect(calendar.isDisabled('2026-12-05')).toBe(true);
    expect(calendar.isDisabled('2026-12-02')).toBe(true);
    expect(calendar.isDisabled('2027-01-03')).toBe(true);
    expect(calendar.isHoliday('2026-12-25')).toBe(true);
    expect(calendar.isAvailable('2026-12-25')).toBe(false);
    expect(calendar.holidayCount).toBe(2);
    expect(calendar.overlay).toBeNull();
  });

  it('steps to the previous or next available date', () => {
    expect(calendar.step(null, 1)).toBe('2026-12-03');
    expect(calendar.step(null, -1)).toBeNull();
    expect(calendar.step('2026-12-04', 1)).toBe('2026-12-07');
    expect(calendar.step('2026-12-07', -1)).toBe('2026-12-04');
    expect(calendar.step('2026-12-09', 1)).toBeNull();
    expect(calendar.step('2026-12-03', -1)).toBeNull();
  });

  it('without available dates nothing is selectable', () => {
    const none = bookingCalendar(availability({ availableDates: [] }));
    expect(none.isDisabled('2026-12-03')).toBe(true);
    expect(none.isAvailable('2026-12-03')).toBe(false);
    expect(none.step(null, 1)).toBeNull();
  });

  it('names why nothing can be chosen', () => {
    expect(bookingCalendar(availability({ availableDates: [], hasSchedules: false, scheduledDates: [] })).overlay).toBe(
      'no-schedules',
    );
    expect(
      bookingCalendar(
        availability({
          availableDates: [],
          scheduledDates: ['2026-12-24', '2026-12-25'],
          holidays: ['2026-12-24', '2026-12-25'],
        }),
      ).overlay,
    ).toBe('all-holidays');
    expect(bookingCalendar(availability({ availableDates: [] })).overlay).toBe('fully-booked');
  });

  it('maps calendar days to the vet-zone dates one to one', () => {
    expect(toIsoDate(toDay('2026-12-07'))).toBe('2026-12-07');
    expect(toDay('2026-12-07').getDate()).toBe(7);
  });
});
