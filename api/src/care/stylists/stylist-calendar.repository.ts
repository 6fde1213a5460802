import type { ObjectId } from 'mongodb';
import type { Weekday } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const STYLIST_SCHEDULES_COLLECTION = 'pet_stylist_schedules';
export const STYLIST_BREAKS_COLLECTION = 'pet_stylist_breaks';
export const STYLIST_HOLIDAYS_COLLECTION = 'pet_stylist_holidays';
export const STYLIST_SETTINGS_COLLECTION = 'pet_stylist_settings';

/** pet_stylist_schedules (spec section 3): weekly, by lowercase weekday. */
export interface StylistScheduleDoc {
  _id: ObjectId;
  stylistId: ObjectId;
  dayOfWeek: Weekday;
  /** HH:MM local wall-clock time in the stylist's zone; endTime may be 24:00. */
  startTime: string;
  endTime: string;
  /** Null: the stylist default, 60 minutes (spec section 9). */
  slotDurationMinutes: number | null;
  isAvailable: boolean;
  createdAt: Date;
}

/** pet_stylist_breaks (spec section 3), with the stylist's id so a calendar is read in one query. */
export interface StylistBreakDoc {
  _id: ObjectId;
  scheduleId: ObjectId;
  stylistId: ObjectId;
  startTime: string;
  endTime: string;
  createdAt: Date;
}

/** pet_stylist_holidays (spec section 3): both ends included. */
export interface StylistHolidayDoc {
  _id: ObjectId;
  stylistId: ObjectId;
  startDate: string;
  endDate: string;
  reason: string;
  createdAt: Date;
}

/** The stylist's practice settings kept by care: the zone the schedules are read in. */
export interface StylistSettingsDoc {
  _id: ObjectId;
  stylistId: ObjectId;
  timeZone: string;
  updatedAt: Date;
}

export type StylistScheduleFields = Pick<
  StylistScheduleDoc,
  'dayOfWeek' | 'startTime' | 'endTime' | 'slotDurationMinutes' | 'isAvailable'
>;

/**
 * The only code that touches a stylist's calendar collections: weekly schedules, their breaks, holidays
 * and the practice settings (time zone). Every write is scoped to the stylist's own id.
 */
export function createStylistCalendarRepository(db: DataPort) {
  const schedules = db.collection<StylistScheduleDoc>(STYLIST_SCHEDULES_COLLECTION);
  const breaks = db.collection<StylistBreakDoc>(STYLIST_BREAKS_COLLECTION);
  const holidays = db.collection<StylistHolidayDoc>(STYLIST_HOLIDAYS_COLLECTION);
  const settings = db.collection<StylistSettingsDoc>(STYLIST_SETTINGS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await schedules.createIndex({ stylistId: 1, dayOfWeek: 1 }, { name: 'stylist_day' });
      await breaks.createIndex({ stylistId: 1 }, { name: 'stylist' });
      await breaks.createIndex({ scheduleId: 1 }, { name: 'schedule' });
      await holidays.createIndex({ stylistId: 1, endDate: 1 }, { name: 'stylist_end' });
      await settings.createIndex({ stylistId: 1 }, { unique: true, name: 'stylist_unique' });
    },

    schedulesOf: (stylistId: ObjectId) =>
      schedules.find({ stylistId }, { sort: { dayOfWeek: 1, startTime: 1, _id: 1 } }).toArray(),
    breaksOf: (stylistId: ObjectId) => breaks.find({ stylistId }, { sort: { startTime: 1, _id: 1 } }).toArray(),
    /** Holidays ending on or after `from` (those before cannot touch the window). */
    holidaysFrom: (stylistId: ObjectId, from: string) =>
      holidays.find({ stylistId, endDate: { $gte: from } }, { sort: { startDate: 1, _id: 1 } }).toArray(),
    settingsOf: (stylistId: ObjectId) => settings.findOne({ stylistId }),
    /** Time zones of many stylists (hex id -> zone); stylists without settings are left out. */
    async zonesOf(stylistIds: readonly ObjectId[]): Promise<Map<string, string>> {
      if (stylistIds.length === 0) return new Map();
      const docs = await settings.find({ stylistId: { $in: [...stylistIds] } }).toArray();
      return new Map(docs.map((doc) => [doc.stylistId.toHexString(), doc.timeZone]));
    },

    async insertSchedule(doc: StylistScheduleDoc): Promise<void> {
      await schedules.insertOne(doc);
    },
    updateSchedule: (stylistId: ObjectId, id: ObjectId, fields: StylistScheduleFields) =>
      schedules.findOneAndUpdate({ _id: id, stylistId }, { $set: fields }, { returnDocument: 'after' }),
    findSchedule: (stylistId: ObjectId, id: ObjectId) => schedules.findOne({ _id: id, stylistId }),
    async deleteSchedule(stylistId: ObjectId, id: ObjectId): Promise<boolean> {
      const deleted = (await schedules.deleteOne({ _id: id, stylistId })).deletedCount === 1;
      if (deleted) await breaks.deleteMany({ scheduleId: id, stylistId });
      return deleted;
    },

    async insertBreak(doc: StylistBreakDoc): Promise<void> {
      await breaks.insertOne(doc);
    },
    async deleteBreak(stylistId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await breaks.deleteOne({ _id: id, stylistId })).deletedCount === 1;
    },

    async insertHoliday(doc: StylistHolidayDoc): Promise<void> {
      await holidays.insertOne(doc);
    },
    async deleteHoliday(stylistId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await holidays.deleteOne({ _id: id, stylistId })).deletedCount === 1;
    },

    async saveSettings(doc: StylistSettingsDoc): Promise<void> {
      await settings.updateOne(
        { stylistId: doc.stylistId },
        { $set: { timeZone: doc.timeZone, updatedAt: doc.updatedAt }, $setOnInsert: { _id: doc._id } },
        { upsert: true },
      );
    },

    /** Demo data: a stylist's whole calendar is replaced. */
    async clearStylist(stylistId: ObjectId): Promise<void> {
      await Promise.all([
        schedules.deleteMany({ stylistId }),
        breaks.deleteMany({ stylistId }),
        holidays.deleteMany({ stylistId }),
      ]);
    },
  };
}

export type StylistCalendarRepository = ReturnType<typeof createStylistCalendarRepository>;
