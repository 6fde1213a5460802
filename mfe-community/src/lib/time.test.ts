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

  it('names one and many', () => {
    expect(count(1, 'like', 'likes')).toBe('1 like');
    expect(count(0, 'like', 'likes')).toBe('0 likes');
  });
});
