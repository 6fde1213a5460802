import { getDaysInMonth } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallOf } from '../../scheduling';
import { instantOf, nextOccurrence, occurrenceDate, type Series } from './recurrence';

const iso = (date: Date) => date.toISOString();
const series = (over: Partial<Series> = {}): Series => ({
  anchorDate: '2026-03-02',
  repeat: 'daily',
  dueTime: '09:00',
  timeZone: 'Asia/Kolkata',
  ...over,
});

describe('occurrence dates', () => {
  it('steps days and weeks from the anchor', () => {
    expect(occurrenceDate('2026-12-30', 'daily', 3)).toBe('2027-01-02');
    expect(occurrenceDate('2026-02-26', 'weekly', 1)).toBe('2026-03-05');
  });

  it('keeps a month-end series on the last day of shorter months and back on the 31st after', () => {
    expect([0, 1, 2, 3].map((n) => occurrenceDate('2027-01-31', 'monthly', n))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(occurrenceDate('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
  });

  it('puts a Feb 29 yearly task on Feb 28 in other years and on Feb 29 in leap years', () => {
    expect([0, 1, 2, 3, 4].map((n) => occurrenceDate('2028-02-29', 'yearly', n))).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('lands a monthly series on its day, or the last day of a shorter month (any anchor, any step)', () => {
    const anchors = fc
      .record({
        year: fc.integer({ min: 2000, max: 2090 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .filter(({ year, month, day }) => day <= getDaysInMonth(new Date(year, month - 1, 1)));
    fc.assert(
      fc.property(anchors, fc.integer({ min: 0, max: 120 }), ({ year, month, day }, n) => {
        const anchor = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const [y, m, d] = occurrenceDate(anchor, 'monthly', n).split('-').map(Number) as [number, number, number];
        const months = (year * 12 + month - 1 + n) % 12;
        expect(m - 1).toBe(months);
        expect(y).toBe(Math.floor((year * 12 + month - 1 + n) / 12));
        expect(d).toBe(Math.min(day, getDaysInMonth(new Date(y, m - 1, 1))));
      }),
    );
  });
});

describe('due instants in the task’s zone', () => {
  it('keeps 09:00 local at 09:00 across spring forward and fall back', () => {
    expect(iso(instantOf('2027-03-27', '09:00', 'Europe/London'))).toBe('2027-03-27T09:00:00.000Z');
    expect(iso(instantOf('2027-03-28', '09:00', 'Europe/London'))).toBe('2027-03-28T08:00:00.000Z');
    expect(iso(instantOf('2026-10-31', '09:00', 'America/New_York'))).toBe('2026-10-31T13:00:00.000Z');
    expect(iso(instantOf('2026-11-01', '09:00', 'America/New_York'))).toBe('2026-11-01T14:00:00.000Z');
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
      for (let n = 0; n < 400; n += 7) {
        const date = occurrenceDate('2026-01-05', 'daily', n);
        expect(new Date(wallOf(zone, instantOf(date, '09:00', zone).getTime())).toISOString().slice(11, 16)).toBe(
          '09:00',
        );
      }
    }
  });

  it('moves a time that a spring-forward skips on by the gap, and takes the first of a repeated hour', () => {
    expect(iso(instantOf('2027-03-14', '02:30', 'America/New_York'))).toBe('2027-03-14T07:30:00.000Z');
    expect(iso(instantOf('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reminds an all-day task at 09:00 local', () => {
    expect(iso(instantOf('2026-03-02', null, 'Asia/Kolkata'))).toBe('2026-03-02T03:30:00.000Z');
  });
});

describe('the next occurrence after a completion', () => {
  it('follows the completed one, crossing a DST change at the same local time', () => {
    const weekly = series({ anchorDate: '2026-10-26', repeat: 'weekly', timeZone: 'America/New_York' });
    const next = nextOccurrence(weekly, 0, new Date('2026-10-26T14:00:00Z'));
    expect(next).toEqual({ index: 1, dueDate: '2026-11-02' });
    expect(iso(instantOf(next.dueDate, '09:00', weekly.timeZone))).toBe('2026-11-02T14:00:00.000Z');
  });

  it('skips missed occurrences: the next one is still ahead', () => {
    const now = new Date('2026-03-10T06:00:00Z'); // 11:30 in Kolkata
    expect(nextOccurrence(series(), 0, now)).toEqual({ index: 9, dueDate: '2026-03-11' });
    expect(nextOccurrence(series({ dueTime: '14:00' }), 0, now)).toEqual({ index: 8, dueDate: '2026-03-10' });
    expect(nextOccurrence(series({ dueTime: null }), 0, now)).toEqual({ index: 9, dueDate: '2026-03-11' });
  });

  it('moves an occurrence finished early to the one after it', () => {
    expect(nextOccurrence(series(), 5, new Date('2026-03-02T00:00:00Z'))).toEqual({ index: 6, dueDate: '2026-03-08' });
  });

  it('walks month ends and leap years from the anchor', () => {
    const monthly = series({ anchorDate: '2027-01-31', repeat: 'monthly', dueTime: null });
    const afterJan = nextOccurrence(monthly, 0, new Date('2027-01-31T12:00:00Z'));
    expect(afterJan).toEqual({ index: 1, dueDate: '2027-02-28' });
    expect(nextOccurrence(monthly, afterJan.index, new Date('2027-02-28T12:00:00Z'))).toEqual({
      index: 2,
      dueDate: '2027-03-31',
    });
    const yearly = series({ anchorDate: '2028-02-29', repeat: 'yearly', dueTime: null });
    expect(nextOccurrence(yearly, 0, new Date('2028-03-01T00:00:00Z'))).toEqual({ index: 1, dueDate: '2029-02-28' });
  });
});
