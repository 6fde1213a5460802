/**
 * The booking validation: is (date, startTime, scheduleId) a slot the provider offers right now? Written from
 * the rules rather than by looking the slot up in `planDay`, so that the property test comparing the two
 * checks both.
 */
import { BOOKING_WINDOW_DAYS } from '@petpal/contracts';
import { scheduleMinutes, slotLengthOf, type CalendarInput } from './calendar';
import { clockOf, daysBetween, isRealDate, minutesOf, weekdayOf } from './local-date';
import { slotInstants } from './day-plan';
import { dateIn, zoneDayOf } from './zoned-time';

export interface SlotRequest {
  date: string;
  startTime: string;
  scheduleId: string;
}

export type SlotRefusal = 'outside_window' | 'holiday' | 'unavailable' | 'past' | 'taken';

export type SlotCheck =
  { ok: true; endTime: string; startMs: number; endMs: number } | { ok: false; reason: SlotRefusal };

const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason });

export function checkSlot(calendar: CalendarInput, request: SlotRequest, nowMs: number): SlotCheck {
  const { date, startTime, scheduleId } = request;
  if (!isRealDate(date)) return refuse('outside_window');
  const offset = daysBetween(dateIn(calendar.timeZone, nowMs), date);
  if (offset < 0 || offset > BOOKING_WINDOW_DAYS) return refuse('outside_window');

  if (calendar.holidays.some((h) => h.startDate <= date && date <= h.endDate)) return refuse('holiday');

  const schedule = calendar.schedules.find((s) => s.id === scheduleId);
  if (!schedule || !schedule.isAvailable) return refuse('unavailable');
  const applies =
    schedule.scheduleDate !== null
      ? schedule.scheduleDate === date
      : schedule.dayOfWeek === weekdayOf(date) && !calendar.schedules.some((s) => s.scheduleDate === date);
  if (!applies) return refuse('unavailable');

  const span = scheduleMinutes(schedule);
  const length = slotLengthOf(schedule, calendar.defaultSlotMinutes);
  const start = minutesOf(startTime);
  const end = start + length;
  if (!span || Number.isNaN(start) || start < span.start || end > span.end || (start - span.start) % length !== 0) {
    return refuse('unavailable');
  }
  const inBreak = schedule.breaks.some((b) => {
    const [breakStart, breakEnd] = [minutesOf(b.startTime), minutesOf(b.endTime)];
    return breakEnd > breakStart && start < breakEnd && end > breakStart;
  });
  if (inBreak) return refuse('unavailable');

  const instants = slotInstants(zoneDayOf(calendar.timeZone, date), start, end);
  if (!instants) return refuse('unavailable');
  if (instants.startMs <= nowMs) return refuse('past');
  if (calendar.busy.some((b) => instants.startMs < b.endMs && instants.endMs > b.startMs)) return refuse('taken');
  return { ok: true, endTime: clockOf(end), ...instants };
}
