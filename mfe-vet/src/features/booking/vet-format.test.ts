import { describe, expect, it } from 'vitest';
import { formatFee, formatRating, reviewCountLabel } from './vet-format';

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
});
