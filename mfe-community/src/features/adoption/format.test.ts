import { describe, expect, it } from 'vitest';
import { ageLabel, currencyFor, feeLabel, petLine, placeLabel } from './format';

describe('adoption formatting', () => {
  it('shows a fee in its own currency, 0 as Free', () => {
    expect(feeLabel(0, 'INR')).toBe('Free');
    expect(feeLabel(15000, 'INR')).toBe('₹15,000');
    expect(feeLabel(1500, 'USD')).toBe('$1,500');
  });

  it('picks dollars for a stored country of United States, rupees otherwise', () => {
    expect(currencyFor('USA')).toBe('USD');
    expect(currencyFor('United States')).toBe('USD');
    expect(currencyFor('India')).toBe('INR');
    expect(currencyFor('')).toBe('INR');
  });

  it('says an age in years and months', () => {
    expect(ageLabel({ years: 2, months: 3 })).toBe('2 years 3 months');
    expect(ageLabel({ years: 1, months: 0 })).toBe('1 year');
    expect(ageLabel({ years: 0, months: 1 })).toBe('1 month');
    expect(ageLabel({ years: 0, months: 0 })).toBe('Under 1 month');
  });

  it('sums up the pet and the place', () => {
    expect(petLine({ species: 'cat', breed: 'Persian mix', sex: 'unknown', size: 'small' })).toBe(
      'Cat · Persian mix · Not sure · Small',
    );
    expect(placeLabel({ city: 'Mumbai', area: 'Bandra West' })).toBe('Bandra West, Mumbai');
    expect(placeLabel({ city: 'Mumbai', area: '' })).toBe('Mumbai');
  });
});
