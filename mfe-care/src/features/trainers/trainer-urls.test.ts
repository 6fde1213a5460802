import { describe, expect, it } from 'vitest';
import { filtersFrom, searchUrl, sessionUrl } from './trainer-urls';

describe('trainer urls', () => {
  it('reads the search from the query string, ignoring what is not a filter', () => {
    expect(filtersFrom(new URLSearchParams('location=Pune&specialization=Puppy&page=3'))).toEqual({
      location: 'Pune',
      specialization: 'Puppy',
      page: 3,
    });
    expect(filtersFrom(new URLSearchParams('specialization=Cats&page=0'))).toEqual({
      location: '',
      specialization: '',
      page: 1,
    });
  });

  it('writes only what is set, and carries the search into the booking step', () => {
    expect(searchUrl({ location: '', specialization: '', page: 1 })).toBe('/services/book-a-trainer');
    expect(searchUrl({ location: ' New Delhi ', specialization: 'Service Dog Training', page: 2 })).toBe(
      '/services/book-a-trainer?location=New+Delhi&specialization=Service+Dog+Training&page=2',
    );
    expect(sessionUrl('b1', { location: 'Pune', specialization: '', page: 1 })).toBe(
      '/services/book-a-trainer/session?location=Pune&trainer=b1',
    );
  });
});
