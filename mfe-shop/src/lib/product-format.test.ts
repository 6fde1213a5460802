import { describe, expect, it } from 'vitest';
import { stockLabel } from './product-format';

describe('product formats', () => {
  it('names the stock state', () => {
    expect(stockLabel({ stock: 40, inStock: true })).toBe('In stock');
    expect(stockLabel({ stock: 5, inStock: true })).toBe('Only 5 left');
    expect(stockLabel({ stock: 0, inStock: false })).toBe('Out of stock');
  });
});
