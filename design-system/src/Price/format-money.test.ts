import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows minor units in rupees or dollars', () => {
    expect(formatMoney({ amountMinor: 129900, currency: 'INR' })).toBe('₹1,299.00');
    expect(formatMoney({ amountMinor: 12345678, currency: 'INR' })).toBe('₹1,23,456.78');
    expect(formatMoney({ amountMinor: 1599, currency: 'USD' })).toBe('$15.99');
  });

  it('drops the cents of whole amounts when asked, grouping rupees the Indian way', () => {
    expect(formatMoney({ amountMinor: 10_000_000, currency: 'INR' }, { dropWholeCents: true })).toBe('₹1,00,000');
    expect(formatMoney({ amountMinor: 50_500, currency: 'INR' }, { dropWholeCents: true })).toBe('₹505');
    expect(formatMoney({ amountMinor: 1499, currency: 'USD' }, { dropWholeCents: true })).toBe('$14.99');
    expect(formatMoney({ amountMinor: 25_000, currency: 'USD' }, { dropWholeCents: true })).toBe('$250');
  });
});
