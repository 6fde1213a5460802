import { describe, expect, it } from 'vitest';
import { isWithin, sameValues, valueAt, withValueAt } from './form-paths';

describe('form paths', () => {
  it('reads a value by its dotted name, through objects and lists', () => {
    const values = { prices: { INR: 1200 }, photos: ['a.png', 'b.png'] };
    expect(valueAt(values, 'prices.INR')).toBe(1200);
    expect(valueAt(values, 'photos.1')).toBe('b.png');
    expect(valueAt(values, 'prices.USD.cents')).toBeUndefined();
    expect(valueAt(values, '')).toBe(values);
  });

  it('replaces a nested value without touching the values it was given', () => {
    const values = { prices: { INR: 1200 }, photos: ['a.png'], note: 'x' };
    const next = withValueAt(values, 'prices.INR', 900);
    expect(next).toEqual({ prices: { INR: 900 }, photos: ['a.png'], note: 'x' });
    expect(values.prices.INR).toBe(1200);
    expect(next.photos).toBe(values.photos);
    expect(withValueAt(values, 'photos.1', 'b.png').photos).toEqual(['a.png', 'b.png']);
    expect(withValueAt({} as Record<string, unknown>, 'point.lat', 12)).toEqual({ point: { lat: 12 } });
  });

  it('says whether a name lies within another', () => {
    expect(isWithin('photos.1', 'photos')).toBe(true);
    expect(isWithin('photos', 'photos')).toBe(true);
    expect(isWithin('photosTaken', 'photos')).toBe(false);
    expect(isWithin('email', '')).toBe(false);
  });

  it('compares values part by part, an undefined part as missing', () => {
    expect(sameValues({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValues({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameValues({ a: null }, { a: '' })).toBe(false);
  });
});
