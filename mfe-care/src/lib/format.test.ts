import { describe, expect, it } from 'vitest';
import {
  experienceLabel,
  formatRate,
  ratingLabel,
  reviewCountLabel,
  scheduleSummary,
  weekdayList,
  type ScheduleShape,
} from './format';

const schedule: ScheduleShape = {
  serviceType: 'dog-walking',
  scheduleType: 'one-time',
  startDate: '2026-12-07',
  endDate: '2026-12-07',
  startTime: '09:00',
  endTime: '17:00',
  daysOfWeek: [],
};

describe('scheduleSummary', () => {
  it('reads a one-day, a several-day and a weekly walking schedule', () => {
    expect(scheduleSummary(schedule)).toBe('December 7, 2026, 09:00 - 17:00');
    expect(scheduleSummary({ ...schedule, endDate: '2026-12-09' })).toBe(
      'December 7, 2026 to December 9, 2026, 09:00 - 17:00 each day',
    );
    expect(
      scheduleSummary({
        ...schedule,
        endDate: '2027-01-03',
        scheduleType: 'repeat-weekly',
        daysOfWeek: ['wednesday', 'monday'],
      }),
    ).toBe('Every Monday and Wednesday, 09:00 - 17:00, December 7, 2026 to January 3, 2027');
  });

  it('reads overnight care from its start to its end', () => {
    expect(scheduleSummary({ ...schedule, serviceType: 'house-sitting', endDate: '2026-12-09' })).toBe(
      'December 7, 2026, 09:00 to December 9, 2026, 17:00',
    );
  });
});

describe('labels', () => {
  it('lists weekdays Monday first', () => {
    expect(weekdayList(['sunday', 'friday', 'monday'])).toBe('Monday, Friday and Sunday');
    expect(weekdayList(['tuesday'])).toBe('Tuesday');
  });

  it('shows the rate per hour in ₹, or $ for the US', () => {
    expect(formatRate(1500, 'India')).toBe('₹1,500 per hour');
    expect(formatRate(20, 'US')).toBe('$20 per hour');
  });

  it('shows the rating to 1 decimal, or "New" without ratings', () => {
    expect(ratingLabel(4.25)).toBe('4.3');
    expect(ratingLabel(5)).toBe('5.0');
    expect(ratingLabel(null)).toBe('New');
  });

  it('counts reviews and years', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(experienceLabel(1)).toBe('1 year of experience');
    expect(experienceLabel(6)).toBe('6 years of experience');
  });
});
