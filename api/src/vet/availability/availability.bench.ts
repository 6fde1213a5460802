/**
 * `npm run bench` (vet-engine): the server time of the availability engine for a busy vet with 2,000
 * existing appointments: one day's slots and the 31-day window of available dates, each computed from
 * scratch (calendar indexing included, no cache). Prints median and p99; a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/vet/availability/availability.bench.ts`.
 */
import { DEFAULT_SLOT_MINUTES, type Weekday } from '@petpal/contracts';
import {
  availabilityOf,
  bookingWindow,
  type CalendarInput,
  planDay,
  prepareCalendar,
  summarizeWindow,
  visibleSlots,
} from '../../scheduling';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Two schedules a weekday (15- and 30-minute slots), a break, a holiday and a DST change in the window. */
const busyVet: CalendarInput = {
  timeZone: 'America/New_York',
  defaultSlotMinutes: DEFAULT_SLOT_MINUTES,
  schedules: WEEKDAYS.flatMap((dayOfWeek, i) => [
    {
      id: `m${i}`,
      scheduleDate: null,
      dayOfWeek,
      startTime: '08:00',
      endTime: '13:00',
      slotDurationMinutes: 15,
      isAvailable: true,
      breaks: [{ startTime: '10:30', endTime: '10:45' }],
    },
    { id: `a${i}`, scheduleDate: null, dayOfWeek, startTime: '14:00', endTime: '19:00', isAvailable: true, breaks: [] },
  ]),
  holidays: [{ startDate: '2026-03-20', endDate: '2026-03-22', reason: 'Conference' }],
  // 2,000 half-hour appointments, one every 11 hours from two months back through the window.
  busy: Array.from({ length: 2000 }, (_, i) => {
    const startMs = NOW - 60 * 86_400_000 + i * 11 * 3_600_000;
    return { startMs, endMs: startMs + 30 * 60_000 };
  }),
};

function measure(run: () => void, times = 500): { median: number; p99: number } {
  for (let i = 0; i < 50; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[times >> 1]!, p99: samples[Math.floor(times * 0.99)]! };
}

const day = measure(() => visibleSlots(planDay(prepareCalendar(busyVet), '2026-03-09'), NOW));
const window = measure(() => {
  const w = bookingWindow(busyVet.timeZone, NOW);
  availabilityOf(w, summarizeWindow(prepareCalendar(busyVet), w), NOW);
});
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(`  one day's slots          median ${ms(day.median)}  p99 ${ms(day.p99)}   (target: median < 2 ms)`);
console.log(`  31-day available dates   median ${ms(window.median)}  p99 ${ms(window.p99)}   (target: median < 10 ms)`);
