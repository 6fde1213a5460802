import { describe, expect, it } from 'vitest';
import type { Weekday } from '@petpal/contracts';
import { calendar, schedule } from './availability.test-support';
import { createProviderAvailability } from './provider-availability';
import { createProviderCache, DAY_SLOTS_TTL_MS } from './provider-cache';

const NOW = Date.parse('2026-03-02T06:00:00Z');
const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** One provider open 09:00-12:00 every day, whose calendar reads are counted. */
function setup() {
  let clock = NOW;
  const reads: string[][] = [];
  const cache = createProviderCache(() => clock);
  const availability = createProviderAvailability({
    cache,
    now: () => new Date(clock),
    keyOf: (id: string) => id,
    timeZoneOf: () => 'UTC',
    calendarOf: async (_id, dates) => {
      reads.push([...dates]);
      return calendar({
        schedules: WEEKDAYS.map((dayOfWeek) => schedule({ dayOfWeek, startTime: '09:00', endTime: '12:00' })),
      });
    },
    datesAnswer: (_id, _zone, window) => ({ availableDates: window.availableDates }),
    slotsAnswer: (_id, date, _zone, day) => ({ date, starts: day.slots.map((slot) => slot.startTime) }),
  });
  return { availability, cache, reads, tick: (ms: number) => (clock += ms) };
}

describe('provider availability', () => {
  it("answers a day's slots from the window the dates were planned from, without reading again", async () => {
    const { availability, reads } = setup();
    expect((await availability.availability('p1')).availableDates).toHaveLength(31);
    expect(await availability.slots('p1', '2026-03-10')).toEqual({
      date: '2026-03-10',
      starts: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
    });
    await availability.slots('p1', '2026-03-11');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toHaveLength(31);
  });

  it("reads a day alone once the window's plans are older than the slots' lifetime, or after a change", async () => {
    const { availability, cache, reads, tick } = setup();
    await availability.availability('p1');
    tick(DAY_SLOTS_TTL_MS);
    await availability.slots('p1', '2026-03-10');
    expect(reads.map((dates) => dates.length)).toEqual([31, 1]);

    cache.invalidate('p1');
    await availability.availability('p1');
    await availability.slots('p1', '2026-03-12');
    expect(reads.map((dates) => dates.length)).toEqual([31, 1, 31]);
  });

  it('reads only the asked day when no dates were planned', async () => {
    const { availability, reads } = setup();
    await availability.slots('p1', '2026-03-10');
    await availability.slots('p1', '2026-03-10');
    expect(reads).toEqual([['2026-03-10']]);
  });

  it("gives each provider's next slot from the plans the calendar then reuses (one read per provider)", async () => {
    const { availability, reads } = setup();
    const [first, second] = await availability.nextSlots(['p1', 'p2']);
    expect(first).toMatchObject({ date: '2026-03-02', startTime: '09:00' });
    expect(second).toMatchObject({ date: '2026-03-02', startTime: '09:00' });
    await availability.availability('p1');
    await availability.slots('p1', '2026-03-05');
    expect(reads).toHaveLength(2);
  });

  it('moves the next slot on as time passes, to the next day after the last one', async () => {
    const { availability, tick } = setup();
    tick(3 * 60 * 60 * 1000 + 1);
    expect(await availability.nextSlot('p1')).toMatchObject({ date: '2026-03-02', startTime: '09:30' });
    tick(3 * 60 * 60 * 1000);
    expect(await availability.nextSlot('p1')).toMatchObject({ date: '2026-03-03', startTime: '09:00' });
  });
});
