import { describe, expect, it } from 'vitest';
import { clockIn, hoursText, isOpenAt } from './opening-hours';

const at = (iso: string) => new Date(iso);

describe('opening hours', () => {
  it("reads the clock in the clinic's zone", () => {
    expect(clockIn('Asia/Kolkata', at('2026-06-01T05:00:00Z'))).toBe('10:30');
    expect(clockIn('America/New_York', at('2026-01-15T03:59:00Z'))).toBe('22:59');
  });

  it('is always open without hours', () => {
    expect(isOpenAt(null, 'Europe/Berlin', at('2026-06-01T01:00:00Z'))).toBe(true);
    expect(hoursText(null)).toBe('Open 24 hours');
  });

  it('opens at `opens` and closes at `closes` on the same day', () => {
    const day = { opens: '08:00', closes: '22:00' };
    expect(isOpenAt(day, 'UTC', at('2026-06-01T07:59:00Z'))).toBe(false);
    expect(isOpenAt(day, 'UTC', at('2026-06-01T08:00:00Z'))).toBe(true);
    expect(isOpenAt(day, 'UTC', at('2026-06-01T21:59:00Z'))).toBe(true);
    expect(isOpenAt(day, 'UTC', at('2026-06-01T22:00:00Z'))).toBe(false);
    expect(hoursText(day)).toBe('Open daily 08:00 to 22:00');
  });

  it('runs past midnight when it closes before it opens', () => {
    const night = { opens: '20:00', closes: '08:00' };
    expect(isOpenAt(night, 'Europe/London', at('2026-01-10T19:59:00Z'))).toBe(false);
    expect(isOpenAt(night, 'Europe/London', at('2026-01-10T23:30:00Z'))).toBe(true);
    expect(isOpenAt(night, 'Europe/London', at('2026-01-11T07:59:00Z'))).toBe(true);
    expect(isOpenAt(night, 'Europe/London', at('2026-01-11T08:00:00Z'))).toBe(false);
  });
});
