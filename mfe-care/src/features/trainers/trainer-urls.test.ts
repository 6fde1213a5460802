import { describe, expect, it } from 'vitest';
import { trainerPageUrl } from '../../lib/trainer-urls';
import { filtersFrom, searchUrl } from './trainer-urls';

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

  it("writes only what is set; a trainer's page is the way to book", () => {
    expect(searchUrl({ location: '', specialization: '', page: 1 })).toBe('/services/book-a-trainer');
    expect(searchUrl({ location: ' New Delhi ', specialization: 'Service Dog Training', page: 2 })).toBe(
      '/services/book-a-trainer?location=New+Delhi&specialization=Service+Dog+Training&page=2',
    );
    expect(trainerPageUrl('b1')).toBe('/services/book-a-trainer/trainer/b1');
  });
});
