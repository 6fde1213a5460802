import type { DataPort } from '../../data/port';
import { createWeeklyCalendar } from '../../scheduling';

export const SITTER_SCHEDULES_COLLECTION = 'pet_sitter_schedules';
export const SITTER_BREAKS_COLLECTION = 'pet_sitter_breaks';
export const SITTER_HOLIDAYS_COLLECTION = 'pet_sitter_holidays';
export const SITTER_SETTINGS_COLLECTION = 'pet_sitter_settings';

/**
 * A sitter's days off and zone (decision 107): the scheduling area's weekly calendar over the sitters' own
 * collections, keyed by the sitter record's id. Sitters keep no weekly hours (a request names its own times),
 * so only its holidays and settings are used.
 */
export const createSitterCalendarRepository = (db: DataPort) =>
  createWeeklyCalendar(db, {
    collections: {
      schedules: SITTER_SCHEDULES_COLLECTION,
      breaks: SITTER_BREAKS_COLLECTION,
      holidays: SITTER_HOLIDAYS_COLLECTION,
      settings: SITTER_SETTINGS_COLLECTION,
    },
    providerField: 'sitterId',
  });

export type SitterCalendarRepository = ReturnType<typeof createSitterCalendarRepository>;
