/**
 * The slots of one local date (spec section 5), before the "not in the past" filter, which depends on the
 * moment of asking and is applied by `visibleSlots`. A date-specific schedule replaces that weekday's weekly
 * schedules; only available schedules give slots; slots are slotDurationMinutes long from the schedule's
 * start, never past its end, never overlapping its breaks or a pending/confirmed appointment, none on a
 * holiday, and none that would cover a local time that does not exist (spring forward).
 */
import { clockOf, weekdayOf } from './local-date';
import { holidayOn, overlapsBusy, type PreparedCalendar, type PreparedSchedule } from './calendar';
import { gapOf, toEndInstant, toInstant, zoneDayOf, type ZoneDay } from './zoned-time';

export interface PlannedSlot {
  date: string;
  startTime: string;
  endTime: string;
  scheduleId: string;
  startMs: number;
  endMs: number;
}

export interface DayPlan {
  date: string;
  holiday: boolean;
  holidayReason: string | null;
  /** An available schedule applies to this date (holiday or not). */
  scheduled: boolean;
  /** Sorted by start, then end, then schedule id; empty on a holiday. */
  slots: PlannedSlot[];
}

/** The available schedules that apply to `date`. */
export function schedulesOn(calendar: PreparedCalendar, date: string): readonly PreparedSchedule[] {
  if (calendar.overriddenDates.has(date)) return calendar.availableByDate.get(date) ?? [];
  return calendar.weekly.get(weekdayOf(date)) ?? [];
}

/** True when local minutes [start, end) cross a break [breakStart, breakEnd). */
export function overlapsBreak(schedule: PreparedSchedule, start: number, end: number): boolean {
  return schedule.breaks.some(([breakStart, breakEnd]) => start < breakEnd && end > breakStart);
}

/** Instants of local [start, end) on `day`, or null when part of it does not exist. */
export function slotInstants(day: ZoneDay, start: number, end: number): { startMs: number; endMs: number } | null {
  const gap = gapOf(day);
  if (gap && start < gap.end && end > gap.start) return null;
  const startMs = toInstant(day, start);
  const endMs = toEndInstant(day, end);
  return startMs === null || endMs === null ? null : { startMs, endMs };
}

const bySlotOrder = (a: PlannedSlot, b: PlannedSlot) =>
  a.startMs - b.startMs ||
  a.endMs - b.endMs ||
  (a.scheduleId < b.scheduleId ? -1 : a.scheduleId > b.scheduleId ? 1 : 0);

export function planDay(calendar: PreparedCalendar, date: string): DayPlan {
  const schedules = schedulesOn(calendar, date);
  const holiday = holidayOn(calendar.holidays, date);
  const plan: DayPlan = {
    date,
    holiday: holiday !== null,
    holidayReason: holiday?.reason ?? null,
    scheduled: schedules.length > 0,
    slots: [],
  };
  if (holiday || schedules.length === 0) return plan;

  const day = zoneDayOf(calendar.timeZone, date);
  for (const schedule of schedules) {
    for (let start = schedule.start; start + schedule.duration <= schedule.end; start += schedule.duration) {
      const end = start + schedule.duration;
      if (overlapsBreak(schedule, start, end)) continue;
      const instants = slotInstants(day, start, end);
      if (!instants || overlapsBusy(calendar, instants.startMs, instants.endMs)) continue;
      plan.slots.push({
        date,
        startTime: clockOf(start),
        endTime: clockOf(end),
        scheduleId: schedule.id,
        ...instants,
      });
    }
  }
  if (schedules.length > 1) plan.slots.sort(bySlotOrder);
  return plan;
}

/** Slots that start after `nowMs` (spec section 5: no slot in the past). */
export function visibleSlots(plan: DayPlan, nowMs: number): PlannedSlot[] {
  return plan.slots.filter((slot) => slot.startMs > nowMs);
}
