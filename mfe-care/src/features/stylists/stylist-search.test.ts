import { describe, expect, it } from 'vitest';
import { searchFrom, searchQuery } from './stylist-search';

describe('stylist search', () => {
  it('reads the filters and the page from the query string', () => {
    expect(searchFrom(new URLSearchParams('location=Mumbai&service=Bath+%26+Brush&page=2'))).toEqual({
      location: 'Mumbai',
      service: 'Bath & Brush',
      page: 2,
    });
  });

  it('falls back to every stylist and page 1 for unknown values', () => {
    expect(searchFrom(new URLSearchParams('service=Dog+Walking&page=0'))).toEqual({
      location: '',
      service: '',
      page: 1,
    });
  });

  it('writes only what narrows the search', () => {
    expect(searchQuery({ location: '  ', service: '', page: 1 }).toString()).toBe('');
    expect(searchQuery({ location: ' Pune ', service: 'Nail Trimming', page: 3 }).toString()).toBe(
      'location=Pune&service=Nail+Trimming&page=3',
    );
  });
});
