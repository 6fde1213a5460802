import type { DataPort } from '../../data/port';
import { createWeeklyCalendar } from '../../scheduling';

export const TRAINER_SCHEDULES_COLLECTION = 'pet_trainer_schedules';
export const TRAINER_BREAKS_COLLECTION = 'pet_trainer_breaks';
export const TRAINER_HOLIDAYS_COLLECTION = 'pet_trainer_holidays';
export const TRAINER_SETTINGS_COLLECTION = 'pet_trainer_settings';

/**
 * A trainer's weekly hours, breaks, days off and zone (decision 093): the scheduling area's weekly calendar
 * over training's own collections, keyed by the trainer record's id.
 */
export const createTrainerCalendarRepository = (db: DataPort) =>
  createWeeklyCalendar(db, {
    collections: {
      schedules: TRAINER_SCHEDULES_COLLECTION,
      breaks: TRAINER_BREAKS_COLLECTION,
      holidays: TRAINER_HOLIDAYS_COLLECTION,
      settings: TRAINER_SETTINGS_COLLECTION,
    },
    providerField: 'trainerId',
  });

export type TrainerCalendarRepository = ReturnType<typeof createTrainerCalendarRepository>;
