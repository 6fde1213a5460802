import { describe, expect, it } from 'vitest';
import { formatMoney, stockLabel } from './product-format';

describe('product formats', () => {
  it('shows minor units in rupees or dollars', () => {
    expect(formatMoney({ amountMinor: 129900, currency: 'INR' })).toBe('₹1,299.00');
    expect(formatMoney({ amountMinor: 12345678, currency: 'INR' })).toBe('₹1,23,456.78');
    expect(formatMoney({ amountMinor: 1599, currency: 'USD' })).toBe('$15.99');
  });

  it('names the stock state', () => {
    expect(stockLabel({ stock: 40, inStock: true })).toBe('In stock');
    expect(stockLabel({ stock: 5, inStock: true })).toBe('Only 5 left');
    expect(stockLabel({ stock: 0, inStock: false })).toBe('Out of stock');
  });
});
