import { describe, expect, it } from 'vitest';
import { holidayLabel } from '../HolidaysEditor';
import { scheduleBlockLabel } from './ScheduleBlock';

describe('practice labels', () => {
  it('reads a schedule with its slot length', () => {
    expect(scheduleBlockLabel({ startTime: '10:00', endTime: '18:00', slotDurationMinutes: 60 })).toBe(
      '10:00 - 18:00 · 60-minute slots',
    );
  });

  it('reads a one-day and a several-day holiday', () => {
    expect(holidayLabel({ startDate: '2026-12-24', endDate: '2026-12-24' })).toBe('December 24, 2026');
    expect(holidayLabel({ startDate: '2026-12-24', endDate: '2026-12-25' })).toBe(
      'December 24, 2026 to December 25, 2026',
    );
  });
});
