import { format, formatDistanceToNowStrict } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ago, count, exactTime } from './time';

const before = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('how times and counts read', () => {
  it('says "just now" for the last minute, then how long ago', () => {
    expect(ago(before(5_000))).toBe('just now');
    expect(ago(before(5 * 60_000))).toBe('5 minutes ago');
    expect(ago(before(3 * 24 * 3_600_000))).toBe('3 days ago');
  });

  it('gives the exact moment for tooltips', () => {
    expect(exactTime('2026-11-24T19:05:00')).toBe('24 Nov 2026, 7:05 PM');
  });

  it('reads as date-fns did, from a minute to years (in a zone with clock changes too: TZ=America/New_York)', () => {
    const minute = 60_000;
    const steps = [1, 2, 29, 30, 44, 45, 59, 60, 89, 90, 119, 120, 719, 1_439, 1_440, 2_159, 2_160, 10_079];
    const days = [1, 2, 6, 7, 14, 29, 30, 44, 45, 59, 60, 200, 330, 344, 345, 364, 365, 366, 540, 548, 729, 730, 1_000];
    const offsets = [...steps.map((n) => n * minute), ...days.map((n) => n * 1_440 * minute + 7 * minute)];
    for (const ms of offsets) {
      const iso = before(ms);
      expect(ago(iso), `${ms} ms`).toBe(formatDistanceToNowStrict(new Date(iso), { addSuffix: true }));
    }
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
