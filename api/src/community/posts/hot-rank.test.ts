import { describe, expect, it } from 'vitest';
import { HOT_DECAY_SECONDS, hotRank } from './hot-rank';

const at = (iso: string) => new Date(iso);

describe('hotRank', () => {
  it('ranks newer posts higher at equal engagement', () => {
    expect(hotRank(3, 1, at('2026-03-02T10:00:00Z'))).toBeGreaterThan(hotRank(3, 1, at('2026-03-02T09:00:00Z')));
  });

  it('counts a comment as two likes', () => {
    const time = at('2026-03-02T10:00:00Z');
    expect(hotRank(0, 2, time)).toBe(hotRank(4, 0, time));
    expect(hotRank(5, 0, time)).toBeGreaterThan(hotRank(4, 0, time));
  });

  it('lets 10x the engagement hold its place for 12.5 hours, not longer', () => {
    const older = at('2026-03-02T00:00:00Z');
    const newer = new Date(older.getTime() + HOT_DECAY_SECONDS * 1000);
    // 99 likes = 100 engagement + 1: ten times 9 likes.
    expect(hotRank(99, 0, older)).toBeCloseTo(hotRank(9, 0, newer), 9);
    expect(hotRank(99, 0, older)).toBeLessThan(hotRank(9, 0, new Date(newer.getTime() + 1000)));
  });

  it('is the same number after a round trip through text (the cursor)', () => {
    const rank = hotRank(7, 3, at('2026-05-17T13:14:15.123Z'));
    expect(Number(String(rank))).toBe(rank);
  });
});
