import { formatDistanceToNowStrict } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const before = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('timeAgo', () => {
  it('says "just now" for the last minute, then how long ago', () => {
    expect(timeAgo(before(5_000))).toBe('just now');
    expect(timeAgo(before(5 * 60_000))).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 24 * 3_600_000))).toBe('3 days ago');
  });

  it('reads as date-fns did, from a minute to years (in a zone with clock changes too: TZ=America/New_York)', () => {
    const minute = 60_000;
    const steps = [1, 2, 29, 30, 44, 45, 59, 60, 89, 90, 119, 120, 719, 1_439, 1_440, 2_159, 2_160, 10_079];
    const days = [1, 2, 6, 7, 14, 29, 30, 44, 45, 59, 60, 200, 330, 344, 345, 364, 365, 366, 540, 548, 729, 730, 1_000];
    const offsets = [...steps.map((n) => n * minute), ...days.map((n) => n * 1_440 * minute + 7 * minute)];
    for (const ms of offsets) {
      const iso = before(ms);
      expect(timeAgo(iso), `${ms} ms`).toBe(formatDistanceToNowStrict(new Date(iso), { addSuffix: true }));
    }
  });

  it('says "just now" for a moment the visitor\'s clock has not reached yet (a clock behind the server\'s)', () => {
    expect(timeAgo(new Date(Date.now() + 90_000).toISOString())).toBe('just now');
  });
});
