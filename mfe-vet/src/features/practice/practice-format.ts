import type { VetSchedule, Weekday } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { timeRange } from '../../lib/format';

/** Monday first, as a working week reads. */
export const weekdays: readonly { value: Weekday; label: string }[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];

/** "09:00 - 17:00 · 30-minute slots". */
export function scheduleSummary(schedule: VetSchedule): string {
  return `${timeRange(schedule.startTime, schedule.endTime)} · ${schedule.slotDurationMinutes}-minute slots`;
}

export const SAVE_FAILED = 'Could not save your changes. Please try again.';

/** The API's explanation of a refusal (4xx), else a generic failure. */
export function changeErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : SAVE_FAILED;
}

/** Every IANA zone the browser knows, for the time zone select. */
export function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
