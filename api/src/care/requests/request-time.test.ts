import { describe, expect, it } from 'vitest';
import { cellsOf, expiryOf, isPastDeadline, windowsOf, type RequestCoverage } from './request-time';

const at = (iso: string) => Date.parse(iso);
const coverage = (over: Partial<RequestCoverage>): RequestCoverage => ({
  serviceType: 'dog-walking',
  scheduleType: 'one-time',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'UTC',
  daysOfWeek: [],
  ...over,
});

describe('the time a request holds its sitter', () => {
  it('is one window from start to end for overnight services', () => {
    const windows = windowsOf(
      coverage({ serviceType: 'house-sitting', endDate: '2026-03-05', startTime: '18:00', endTime: '10:00' }),
    );
    expect(windows).toEqual([{ startMs: at('2026-03-02T18:00:00Z'), endMs: at('2026-03-05T10:00:00Z') }]);
  });

  it('is the daily window on every day for walks and day care', () => {
    const windows = windowsOf(coverage({ serviceType: 'day-care', endDate: '2026-03-04' }));
    expect(windows.map((w) => new Date(w.startMs).toISOString())).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
    ]);
    expect(windows.every((w) => w.endMs - w.startMs === 8 * 3_600_000)).toBe(true);
  });

  it('is the chosen weekdays only for a repeat schedule', () => {
    // 2026-03-02 is a Monday.
    const windows = windowsOf(
      coverage({ scheduleType: 'repeat-weekly', endDate: '2026-03-15', daysOfWeek: ['monday', 'thursday'] }),
    );
    expect(windows.map((w) => new Date(w.startMs).toISOString().slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-09',
      '2026-03-12',
    ]);
  });

  it('turns windows into ascending 5-minute cells, each once', () => {
    const cells = cellsOf([
      { startMs: at('2026-03-02T09:10:00Z'), endMs: at('2026-03-02T09:25:00Z') },
      { startMs: at('2026-03-02T09:20:00Z'), endMs: at('2026-03-02T09:31:00Z') },
    ]);
    const first = at('2026-03-02T09:10:00Z') / 60_000;
    expect(cells).toEqual([first, first + 5, first + 10, first + 15, first + 20]);
  });

  it('gives two overlapping windows a common cell and two touching ones none', () => {
    const morning = cellsOf([{ startMs: at('2026-03-02T09:00:00Z'), endMs: at('2026-03-02T10:00:00Z') }]);
    const touching = cellsOf([{ startMs: at('2026-03-02T10:00:00Z'), endMs: at('2026-03-02T11:00:00Z') }]);
    const overlapping = cellsOf([{ startMs: at('2026-03-02T09:55:00Z'), endMs: at('2026-03-02T10:05:00Z') }]);
    expect(morning.filter((cell) => touching.includes(cell))).toEqual([]);
    expect(morning.filter((cell) => overlapping.includes(cell))).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('expires 24 hours after sending, or at the start when that comes first', () => {
    const sent = new Date('2026-03-01T10:00:00Z');
    expect(expiryOf(sent, new Date('2026-03-05T09:00:00Z'))).toEqual(new Date('2026-03-02T10:00:00Z'));
    expect(expiryOf(sent, new Date('2026-03-01T15:00:00Z'))).toEqual(new Date('2026-03-01T15:00:00Z'));
  });

  it('is past its deadline at either its stored deadline or 24 hours after sending', () => {
    const createdAt = new Date('2026-03-01T10:00:00Z');
    const request = { createdAt, expiresAt: new Date('2026-03-02T10:00:00Z') };
    expect(isPastDeadline(request, new Date('2026-03-02T09:59:59Z'))).toBe(false);
    expect(isPastDeadline(request, new Date('2026-03-02T10:00:00Z'))).toBe(true);
    expect(
      isPastDeadline({ createdAt, expiresAt: new Date('2026-03-09T00:00:00Z') }, new Date('2026-03-02T10:00:00Z')),
    ).toBe(true);
  });
});
