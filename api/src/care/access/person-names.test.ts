import { describe, expect, it } from 'vitest';
import { firstNameOf, initialsOf, shortNameOf } from './person-names';

describe('person names', () => {
  it.each([
    ['Asha Rao', 'AR'],
    ['  meera   krishnan  iyer ', 'MI'],
    ['Cher', 'C'],
    ['Ümit Öz', 'ÜÖ'],
    ['', '?'],
  ])('initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('gives the first name, or "Pet owner" without one', () => {
    expect(firstNameOf('Priya Sharma')).toBe('Priya');
    expect(firstNameOf('   ')).toBe('Pet owner');
    expect(firstNameOf(undefined)).toBe('Pet owner');
  });

  it('shows an owner to a sitter as first name and last initial', () => {
    expect(shortNameOf('Priya Sharma')).toBe('Priya S.');
    expect(shortNameOf('Daniel van der Weber')).toBe('Daniel W.');
    expect(shortNameOf('Aisha')).toBe('Aisha');
    expect(shortNameOf('')).toBe('Pet owner');
  });
});
