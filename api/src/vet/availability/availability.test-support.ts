import type { CalendarSchedule, VetCalendarInput } from './calendar';

let nextId = 0;

/** A schedule with defaults: weekly, available, 30-minute slots, no breaks. */
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

export function calendar(fields: Partial<VetCalendarInput> = {}): VetCalendarInput {
  return { timeZone: 'UTC', schedules: [], holidays: [], busy: [], ...fields };
}

export const at = (iso: string) => Date.parse(iso);
