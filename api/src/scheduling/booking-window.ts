/**
 * The booking window (spec section 9: today in the vet's zone through 30 days ahead), the available dates
 * in it and one date's visible slots.
 */
import { BOOKING_WINDOW_DAYS } from '@petpal/contracts';
import type { PreparedCalendar } from './calendar';
import { addDays, daysBetween } from './local-date';
import { planDay, visibleSlots, type DayPlan, type PlannedSlot } from './day-plan';
import { dateIn } from './zoned-time';

export interface BookingWindow {
  readonly today: string;
  readonly lastDate: string;
  readonly dates: readonly string[];
}

const windows = new Map<string, BookingWindow>();

/** The window that starts on the vet's today; built once per date (every request asks for it). */
export function bookingWindow(timeZone: string, nowMs: number): BookingWindow {
  const today = dateIn(timeZone, nowMs);
  let window = windows.get(today);
  if (!window) {
    const dates = Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, i) => addDays(today, i));
    window = Object.freeze({ today, lastDate: dates[dates.length - 1] as string, dates: Object.freeze(dates) });
    if (windows.size >= 1000) windows.clear();
    windows.set(today, window);
  }
  return window;
}

export function isInWindow(window: Pick<BookingWindow, 'today'>, date: string): boolean {
  const offset = daysBetween(window.today, date);
  return offset >= 0 && offset <= BOOKING_WINDOW_DAYS;
}

/** What the calendar needs of one date; `lastStartMs` decides availability at the moment of asking. */
export interface DaySummary {
  date: string;
  holiday: boolean;
  scheduled: boolean;
  /** Start of the day's last slot (before the "past" filter), or null without slots. */
  lastStartMs: number | null;
}

export function summarizeDay(plan: DayPlan): DaySummary {
  const last = plan.slots.reduce<number | null>(
    (max, slot) => (max === null || slot.startMs > max ? slot.startMs : max),
    null,
  );
  return { date: plan.date, holiday: plan.holiday, scheduled: plan.scheduled, lastStartMs: last };
}

export function summarizeWindow(calendar: PreparedCalendar, window: BookingWindow): DaySummary[] {
  return window.dates.map((date) => summarizeDay(planDay(calendar, date)));
}

export interface WindowAvailability {
  today: string;
  lastDate: string;
  /** Dates with at least one slot starting after now. */
  availableDates: string[];
  /** Window dates inside a holiday. */
  holidays: string[];
  /** Window dates an available schedule applies to, holiday or not. */
  scheduledDates: string[];
  hasSchedules: boolean;
}

export function availabilityOf(window: BookingWindow, days: readonly DaySummary[], nowMs: number): WindowAvailability {
  const scheduledDates = days.filter((d) => d.scheduled).map((d) => d.date);
  return {
    today: window.today,
    lastDate: window.lastDate,
    availableDates: days.filter((d) => d.lastStartMs !== null && d.lastStartMs > nowMs).map((d) => d.date),
    holidays: days.filter((d) => d.holiday).map((d) => d.date),
    scheduledDates,
    hasSchedules: scheduledDates.length > 0,
  };
}

/** When `availabilityOf` would next answer differently: the soonest last slot still ahead (Infinity if none). */
export function nextLastStart(days: readonly DaySummary[], nowMs: number): number {
  let next = Infinity;
  for (const { lastStartMs } of days)
    if (lastStartMs !== null && lastStartMs > nowMs && lastStartMs < next) next = lastStartMs;
  return next;
}

export type EmptyReason = 'holiday' | 'no_schedule' | 'breaks_or_booked' | 'past' | 'outside_window';

export interface VisibleDay {
  date: string;
  holiday: boolean;
  holidayReason: string | null;
  slots: PlannedSlot[];
  emptyReason: EmptyReason | null;
}

/** One date as the slot grid shows it: visible slots, or why there are none. */
export function visibleDay(plan: DayPlan, window: BookingWindow, nowMs: number): VisibleDay {
  const base = { date: plan.date, holiday: plan.holiday, holidayReason: plan.holidayReason };
  if (!isInWindow(window, plan.date)) return { ...base, slots: [], emptyReason: 'outside_window' };
  if (plan.holiday) return { ...base, slots: [], emptyReason: 'holiday' };
  if (!plan.scheduled) return { ...base, slots: [], emptyReason: 'no_schedule' };
  const slots = visibleSlots(plan, nowMs);
  if (slots.length > 0) return { ...base, slots, emptyReason: null };
  return { ...base, slots, emptyReason: plan.slots.length > 0 ? 'past' : 'breaks_or_booked' };
}
