import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../../../test/render';
import type { ScheduleDraft } from '../../../lib/search-criteria';
import { RequestPrice } from './RequestPrice';

const base: ScheduleDraft = {
  serviceType: 'dog-walking',
  location: 'Pune',
  startDate: '2026-12-07',
  endDate: '2026-12-13',
  startTime: '09:00',
  endTime: '10:30',
  scheduleType: 'one-time',
  daysOfWeek: [],
};

function priceOf(schedule: Partial<ScheduleDraft>, hourlyRate = 500, country: string | null = 'India') {
  const { unmount } = renderWithPlatform(
    <RequestPrice schedule={{ ...base, ...schedule }} hourlyRate={hourlyRate} country={country} />,
  );
  const text =
    screen.queryByText('Price')?.nextElementSibling?.textContent ?? screen.getByText(/to see the price/).textContent;
  unmount();
  return text;
}

describe('RequestPrice (rate x duration in exact minor units; nights for overnight care)', () => {
  it('counts each day of a one-time walk, and only the chosen weekdays of a weekly one', () => {
    expect(priceOf({})).toBe('₹5,250.00 (7 visits x ₹750.00)');
    // 7-13 December 2026 holds one Monday and one Wednesday.
    expect(priceOf({ scheduleType: 'repeat-weekly', daysOfWeek: ['monday', 'wednesday'] })).toBe(
      '₹1,500.00 (2 visits x ₹750.00)',
    );
  });

  it('prices hostel check-in and house sitting per night, at 8 hours a night', () => {
    expect(
      priceOf({ serviceType: 'hostel-checkin', endDate: '2026-12-09', startTime: '18:00', endTime: '10:00' }),
    ).toBe('₹8,000.00 (2 nights x ₹4,000.00)');
    expect(priceOf({ serviceType: 'house-sitting', endDate: '2026-12-08' })).toBe('₹4,000.00 (1 night x ₹4,000.00)');
    // A stay is at least one night: the same start and end date has no price yet.
    expect(priceOf({ serviceType: 'house-sitting', endDate: '2026-12-07' })).toBe(
      'Choose the service, dates and times to see the price.',
    );
  });

  it('keeps paise exact, uses $ for a US country, and waits for a complete schedule', () => {
    // ₹333 an hour for 50 minutes is ₹277.50 a visit, never a float's ₹277.4999.
    expect(priceOf({ endDate: '2026-12-07', endTime: '09:50' }, 333)).toBe('₹277.50 (1 visit x ₹277.50)');
    expect(priceOf({ endDate: '2026-12-08' }, 20, 'United States')).toBe('$60.00 (2 visits x $30.00)');
    expect(priceOf({ serviceType: '' })).toBe('Choose the service, dates and times to see the price.');
    expect(priceOf({ endTime: '08:00' })).toBe('Choose the service, dates and times to see the price.');
    expect(priceOf({ scheduleType: 'repeat-weekly', daysOfWeek: [] })).toBe(
      'Choose the service, dates and times to see the price.',
    );
  });
});
