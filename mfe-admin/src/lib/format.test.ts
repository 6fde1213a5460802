import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format';
import { queryString } from './query-string';

describe('dashboard formatting', () => {
  it('formats money from minor units in its currency', () => {
    expect(formatMoney({ amountMinor: 125_000, currency: 'INR' })).toBe('₹1,250.00');
    expect(formatMoney({ amountMinor: 1250, currency: 'USD' })).toBe('$12.50');
  });

  it('formats a day and builds a query string of the set values only', () => {
    expect(formatDay('2026-11-25T10:00:00.000Z')).toBe('25 Nov 2026');
    expect(queryString({ q: 'ana', status: '', page: 2, role: undefined })).toBe('?q=ana&page=2');
    expect(queryString({})).toBe('');
  });
});
