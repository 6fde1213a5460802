import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency';

describe('currencySymbol', () => {
  it('is $ for United States, USA and US, in any case or spacing', () => {
    for (const country of ['United States', 'USA', 'US', ' us ', 'united states'])
      expect(currencySymbol(country)).toBe('$');
  });

  it('is ₹ for India, other countries and an unknown country', () => {
    for (const country of ['India', 'United Kingdom', 'Australia', '', null, undefined])
      expect(currencySymbol(country)).toBe('₹');
  });
});
