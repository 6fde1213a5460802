import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { count, exactTime } from './time';

describe('how times and counts read', () => {
  it('gives the exact moment for tooltips', () => {
    expect(exactTime('2026-11-24T19:05:00')).toBe('24 Nov 2026, 7:05 PM');
  });

  it('writes every hour of a day, and months across a year, as date-fns did', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const iso = `2026-03-${String(1 + hour).padStart(2, '0')}T${String(hour).padStart(2, '0')}:0${hour % 10}:00`;
      expect(exactTime(iso)).toBe(format(new Date(iso), 'd MMM yyyy, h:mm a'));
    }
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2027-${String(month).padStart(2, '0')}-09T12:30:00`;
      expect(exactTime(iso)).toBe(format(new Date(iso), 'd MMM yyyy, h:mm a'));
    }
  });

  it('names one and many', () => {
    expect(count(1, 'like', 'likes')).toBe('1 like');
    expect(count(0, 'like', 'likes')).toBe('0 likes');
  });
});
