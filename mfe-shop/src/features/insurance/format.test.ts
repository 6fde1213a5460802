import { describe, expect, it } from 'vitest';
import { perMonth, planAmount } from './format';

describe('plan amounts', () => {
  it('shows rupees grouped the Indian way and dollars with cents when there are any', () => {
    expect(planAmount({ amountMinor: 10_000_000, currency: 'INR' })).toBe('₹1,00,000');
    expect(planAmount({ amountMinor: 50_500, currency: 'INR' })).toBe('₹505');
    expect(planAmount({ amountMinor: 1499, currency: 'USD' })).toBe('$14.99');
    expect(planAmount({ amountMinor: 25_000, currency: 'USD' })).toBe('$250');
    expect(perMonth({ amountMinor: 21_500, currency: 'INR' })).toBe('₹215/month');
  });
});
