import { describe, expect, it } from 'vitest';
import { addDays, clockOf, daysBetween, isRealDate, minutesOf, weekdayOf } from './local-date';
import { dateIn, gapOf, instantOf, localToInstant, todayIn, toEndInstant, zoneDayOf } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const hm = (time: string) => minutesOf(time);

describe('local dates and times', () => {
  it('knows real dates, weekdays and day arithmetic across months and leap years', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(weekdayOf('2026-11-22')).toBe('sunday');
    expect(weekdayOf('2026-03-08')).toBe('sunday');
  });

  it('reads and writes HH:MM, with 24:00 as the end of the day', () => {
    expect(minutesOf('09:05')).toBe(545);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:05')).toBeNaN();
    expect(minutesOf('9:05')).toBeNaN();
    expect(clockOf(545)).toBe('09:05');
    expect(clockOf(1440)).toBe('24:00');
  });
});

describe('local time in a zone -> instant', () => {
  it('uses the fixed offset of zones without daylight saving', () => {
    expect(localToInstant('Asia/Kolkata', '2026-03-08', hm('09:00'))).toBe(at('2026-03-08T03:30:00Z'));
    expect(localToInstant('UTC', '2026-03-08', hm('24:00'))).toBe(at('2026-03-09T00:00:00Z'));
    expect(zoneDayOf('Asia/Kolkata', '2026-10-25').transition).toBeNull();
  });

  it('has no 02:00-02:59 on the New York spring-forward day, and 03:00 follows 01:59', () => {
    const day = zoneDayOf('America/New_York', '2026-03-08');
    expect(day.transition).toBe(at('2026-03-08T07:00:00Z'));
    expect(gapOf(day)).toEqual({ start: hm('02:00'), end: hm('03:00') });
    expect(localToInstant('America/New_York', '2026-03-08', hm('01:30'))).toBe(at('2026-03-08T06:30:00Z'));
    expect(localToInstant('America/New_York', '2026-03-08', hm('02:30'))).toBeNull();
    expect(localToInstant('America/New_York', '2026-03-08', hm('03:00'))).toBe(at('2026-03-08T07:00:00Z'));
    // A slot may end where the gap begins: 01:30-02:00 lasts 30 minutes.
    expect(toEndInstant(day, hm('02:00'))).toBe(at('2026-03-08T07:00:00Z'));
  });

  it('takes the earlier of the two 01:30s on the New York fall-back day', () => {
    const day = zoneDayOf('America/New_York', '2026-11-01');
    expect(day.transition).toBe(at('2026-11-01T06:00:00Z'));
    expect(gapOf(day)).toBeNull();
    expect(localToInstant('America/New_York', '2026-11-01', hm('01:30'))).toBe(at('2026-11-01T05:30:00Z'));
    expect(localToInstant('America/New_York', '2026-11-01', hm('02:00'))).toBe(at('2026-11-01T07:00:00Z'));
  });

  it('handles Berlin and the half-hour zone of Adelaide on both change days', () => {
    expect(gapOf(zoneDayOf('Europe/Berlin', '2026-03-29'))).toEqual({ start: hm('02:00'), end: hm('03:00') });
    expect(localToInstant('Europe/Berlin', '2026-10-25', hm('02:30'))).toBe(at('2026-10-25T00:30:00Z'));
    expect(localToInstant('Europe/Berlin', '2026-10-25', hm('03:00'))).toBe(at('2026-10-25T02:00:00Z'));
    // Adelaide: +10:30 -> +09:30 at 03:00 on 5 April, +09:30 -> +10:30 at 02:00 on 4 October 2026.
    expect(localToInstant('Australia/Adelaide', '2026-04-05', hm('02:30'))).toBe(at('2026-04-04T16:00:00Z'));
    expect(localToInstant('Australia/Adelaide', '2026-04-05', hm('03:00'))).toBe(at('2026-04-04T17:30:00Z'));
    expect(gapOf(zoneDayOf('Australia/Adelaide', '2026-10-04'))).toEqual({ start: hm('02:00'), end: hm('03:00') });
    expect(localToInstant('Australia/Adelaide', '2026-10-04', hm('09:00'))).toBe(at('2026-10-03T22:30:00Z'));
  });

  it('tells the local date of an instant', () => {
    expect(dateIn('Asia/Kolkata', at('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(dateIn('Asia/Kolkata', at('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(dateIn('America/New_York', at('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});

describe('a time a person chose (instantOf) and today (todayIn)', () => {
  it('reads a wall-clock time in a zone as its instant', () => {
    expect(instantOf('Asia/Kolkata', '2026-03-02', '09:00')).toBe(at('2026-03-02T03:30:00Z'));
    expect(instantOf('Europe/Berlin', '2026-07-01', '09:00')).toBe(at('2026-07-01T07:00:00Z'));
    expect(instantOf('UTC', '2026-03-02', '00:00')).toBe(at('2026-03-02T00:00:00Z'));
  });

  it('moves a time skipped by daylight saving past the gap, and takes the first of a repeated one', () => {
    expect(instantOf('America/New_York', '2026-03-08', '02:30')).toBe(at('2026-03-08T07:30:00Z'));
    expect(instantOf('America/New_York', '2026-11-01', '01:30')).toBe(at('2026-11-01T05:30:00Z'));
    expect(instantOf('Europe/Berlin', '2026-10-25', '02:30')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it("knows today's date in a zone", () => {
    const ms = at('2026-03-01T20:00:00Z');
    expect(todayIn('UTC', ms)).toBe('2026-03-01');
    expect(todayIn('Asia/Kolkata', ms)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', ms)).toBe('2026-03-01');
  });
});
