import { DEFAULT_SLOT_MINUTES } from '@petpal/contracts';
import type { CalendarSchedule, CalendarInput } from './calendar';

let nextId = 0;

/** A schedule with defaults: weekly, available, no slot length (the calendar's default: 30), no breaks. */
export function schedule(fields: Partial<CalendarSchedule> & Pick<CalendarSchedule, 'startTime' | 'endTime'>) {
  return {
    id: `s${++nextId}`,
    scheduleDate: null,
    dayOfWeek: null,
    isAvailable: true,
    breaks: [],
    ...fields,
  } satisfies CalendarSchedule;
}

export function calendar(fields: Partial<CalendarInput> = {}): CalendarInput {
  return {
    timeZone: 'UTC',
    defaultSlotMinutes: DEFAULT_SLOT_MINUTES,
    schedules: [],
    holidays: [],
    busy: [],
    ...fields,
  };
}

export const at = (iso: string) => Date.parse(iso);
