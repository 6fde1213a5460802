import type { StylistSchedule } from '@petpal/contracts';
import { formatDay, timeRange } from '../../lib/format';

/** What the stylist's practice screen says (the spec leaves the provider side open: decision 032). */
export const practiceMessages = {
  loadFailed: 'Failed to load your practice. Please try again.',
  saveFailed: 'Could not save your changes. Please try again.',
  hoursAdded: 'Hours added',
  hoursSaved: 'Hours saved',
  hoursRemoved: 'Hours removed',
  breakAdded: 'Break added',
  breakRemoved: 'Break removed',
  holidayAdded: 'Holiday added',
  holidayRemoved: 'Holiday removed',
  timeZoneSaved: 'Time zone saved',
} as const;

/** "10:00 - 18:00 · 60-minute slots". */
export function scheduleLabel(schedule: Pick<StylistSchedule, 'startTime' | 'endTime' | 'slotDurationMinutes'>) {
  return `${timeRange(schedule.startTime, schedule.endTime)} · ${schedule.slotDurationMinutes}-minute slots`;
}

/** "December 24, 2026" or "December 24, 2026 to December 25, 2026" (both ends included). */
export function holidayLabel(holiday: { startDate: string; endDate: string }): string {
  return holiday.startDate === holiday.endDate
    ? formatDay(holiday.startDate)
    : `${formatDay(holiday.startDate)} to ${formatDay(holiday.endDate)}`;
}
