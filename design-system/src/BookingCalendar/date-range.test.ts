import { describe, expect, it } from 'vitest';
import { nightsBetween, pickInRange, rangeDays } from './date-range';

const open = (date: string) => date !== '2030-03-06';

describe('pickInRange', () => {
  it('starts a range, then ends it on a later day', () => {
    const start = pickInRange({ startDate: null, endDate: null }, '2030-03-04', 1, open);
    expect(start).toEqual({ startDate: '2030-03-04', endDate: null });
    expect(pickInRange({ startDate: '2030-03-02', endDate: null }, '2030-03-05', 1, open)).toEqual({
      startDate: '2030-03-02',
      endDate: '2030-03-05',
    });
  });

  it('starts again on a day too early to end the range, or once the range is full', () => {
    expect(pickInRange({ startDate: '2030-03-04', endDate: null }, '2030-03-04', 1, open)).toEqual({
      startDate: '2030-03-04',
      endDate: null,
    });
    expect(pickInRange({ startDate: '2030-03-04', endDate: null }, '2030-03-04', 0, open)).toEqual({
      startDate: '2030-03-04',
      endDate: '2030-03-04',
    });
    expect(pickInRange({ startDate: '2030-03-04', endDate: null }, '2030-03-02', 1, open)).toEqual({
      startDate: '2030-03-02',
      endDate: null,
    });
    expect(pickInRange({ startDate: '2030-03-01', endDate: '2030-03-03' }, '2030-03-09', 1, open)).toEqual({
      startDate: '2030-03-09',
      endDate: null,
    });
  });

  it('refuses a range over a day that is not open', () => {
    expect(pickInRange({ startDate: '2030-03-04', endDate: null }, '2030-03-08', 1, open)).toBe('blocked');
  });
});

describe('rangeDays and nightsBetween', () => {
  it('holds the days from the first to the last, and counts the nights', () => {
    const range = { startDate: '2030-03-04', endDate: '2030-03-07' };
    expect(['2030-03-03', '2030-03-04', '2030-03-07', '2030-03-08'].map((d) => rangeDays(range, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(rangeDays({ startDate: '2030-03-04', endDate: null }, '2030-03-05')).toBe(false);
    expect(nightsBetween('2030-03-04', '2030-03-07')).toBe(3);
  });
});
