/**
 * `npm run bench` (vet-engine): the server time of the availability engine for a busy vet with 2,000
 * existing appointments: one day's slots and the 31-day window of available dates, each computed from
 * scratch (calendar indexing included, no cache), each against the same vet with no appointment in
 * alternating rounds. Prints median and p99 of both and their ratios, and fails when a ratio exceeds its
 * budget (docs/decisions/073); a benchmark, not a test.
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
import { benchAgainst } from '../../test-support/measure';

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

/** The same vet with no appointment: the baseline, the engine's idle cost for the same schedules. */
const idleVet: CalendarInput = { ...busyVet, busy: [] };

const day = (vet: CalendarInput) => async () => visibleSlots(planDay(prepareCalendar(vet), '2026-03-09'), NOW);
const window = (vet: CalendarInput) => async () => {
  const w = bookingWindow(vet.timeZone, NOW);
  availabilityOf(w, summarizeWindow(prepareCalendar(vet), w), NOW);
};
const met = await benchAgainst(
  'vet-engine',
  { label: 'the same engine for the same vet with no appointment', run: day(idleVet) },
  [{ name: "one day's slots", run: day(busyVet), limit: 9.5 }],
  { width: 24, times: 25, warmup: 50 },
);
const windowMet = await benchAgainst(
  'vet-engine',
  { label: 'the same, the 31-day window of that vet with no appointment', run: window(idleVet) },
  [{ name: '31-day available dates', run: window(busyVet), limit: 3 }],
  { width: 24, times: 25, warmup: 50 },
);
if (!met || !windowMet) process.exitCode = 1;
