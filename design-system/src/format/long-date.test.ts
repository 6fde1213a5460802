import { addDays, addHours, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes a calendar day as the spec does: MMMM d, yyyy', () => {
    expect(formatLongDate('2026-12-07')).toBe('December 7, 2026');
    expect(formatLongDate('2028-02-29')).toBe('February 29, 2028');
  });

  it("gives what date-fns gave for every day of two years and for instants at every hour (the visitor's day)", () => {
    const first = parseISO('2027-01-01');
    for (let offset = 0; offset < 731; offset += 1) {
      const day = format(addDays(first, offset), 'yyyy-MM-dd');
      expect(formatLongDate(day)).toBe(format(parseISO(day), 'MMMM d, yyyy'));
    }
    for (let hour = 0; hour < 72; hour += 1) {
      const instant = addHours(parseISO('2026-12-31T00:30:00Z'), hour).toISOString();
      expect(formatLongDate(instant)).toBe(format(parseISO(instant), 'MMMM d, yyyy'));
    }
  });
});
