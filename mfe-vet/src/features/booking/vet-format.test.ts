import { describe, expect, it } from 'vitest';
import { formatFee, formatRating, nextAvailableLabel, reviewCountLabel } from './vet-format';

describe('vet card values', () => {
  it('rounds the rating average to one decimal, 0 without ratings', () => {
    expect(formatRating(4.46)).toBe('4.5');
    expect(formatRating(0)).toBe('0');
    expect(formatRating(5)).toBe('5');
  });

  it('counts reviews', () => {
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
  });

  it.each([
    ['India', '₹500'],
    ['', '₹500'],
    ['United States', '$500'],
    ['usa', '$500'],
    ['US', '$500'],
  ])('shows the fee for a stored country of %j as %s', (country, shown) => {
    expect(formatFee(500, country)).toBe(shown);
  });

  it("shows the next open time on its day in the vet's zone, or that there is none", () => {
    const next = { date: '2026-12-04', startTime: '09:00', startsAt: '2026-12-04T03:30:00.000Z' };
    expect(nextAvailableLabel(next)).toBe('December 4, 2026, 09:00');
    expect(nextAvailableLabel(null)).toBe('No open times in the next 30 days');
  });
});
