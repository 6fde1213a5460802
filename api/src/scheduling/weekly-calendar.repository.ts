import type { ObjectId } from 'mongodb';
import type { Weekday } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import type { CalendarInput } from './calendar';

/** One weekly block of hours; the provider's id sits under the field the provider kind names (`trainerId`). */
export type WeeklyScheduleDoc<Field extends string> = {
  _id: ObjectId;
  dayOfWeek: Weekday;
  /** HH:MM local wall-clock time in the provider's zone; endTime may be 24:00. */
  startTime: string;
  endTime: string;
  /** Null: the provider kind's default. */
  slotDurationMinutes: number | null;
  isAvailable: boolean;
  createdAt: Date;
} & { [K in Field]: ObjectId };

export type WeeklyBreakDoc<Field extends string> = {
  _id: ObjectId;
  scheduleId: ObjectId;
  startTime: string;
  endTime: string;
  createdAt: Date;
} & { [K in Field]: ObjectId };

/** Days off, both ends included. */
export type HolidayDoc<Field extends string> = {
  _id: ObjectId;
  startDate: string;
  endDate: string;
  reason: string;
  createdAt: Date;
} & { [K in Field]: ObjectId };

/** The provider's practice settings: the zone the schedules are read in. */
export type CalendarSettingsDoc<Field extends string> = {
  _id: ObjectId;
  timeZone: string;
  updatedAt: Date;
} & { [K in Field]: ObjectId };

export type WeeklyScheduleFields = {
  dayOfWeek: Weekday;
  startTime: string;
  endTime: string;
  slotDurationMinutes: number | null;
  isAvailable: boolean;
};

export interface WeeklyCalendarOptions<Field extends string> {
  collections: { schedules: string; breaks: string; holidays: string; settings: string };
  /** The field holding the provider's id in every document. */
  providerField: Field;
}

/**
 * A provider kind's weekly calendar (schedules with breaks, holidays, the zone), the shape the stylists'
 * calendar has, for provider kinds that keep it in their own collections (trainers, decision 093). Every
 * write is scoped to the provider's own id.
 */
export function createWeeklyCalendar<Field extends string>(db: DataPort, options: WeeklyCalendarOptions<Field>) {
  const { providerField, collections } = options;
  const schedules = db.collection<WeeklyScheduleDoc<Field>>(collections.schedules);
  const breaks = db.collection<WeeklyBreakDoc<Field>>(collections.breaks);
  const holidays = db.collection<HolidayDoc<Field>>(collections.holidays);
  const settings = db.collection<CalendarSettingsDoc<Field>>(collections.settings);
  const of = (providerId: ObjectId, more: object = {}) => ({ [providerField]: providerId, ...more }) as never;
  const providerOf = (doc: object) => (doc as Record<string, ObjectId>)[providerField]!;

  return {
    async ensureIndexes(): Promise<void> {
      await schedules.createIndex({ [providerField]: 1, dayOfWeek: 1 }, { name: 'provider_day' });
      await breaks.createIndex({ [providerField]: 1 }, { name: 'provider' });
      await breaks.createIndex({ scheduleId: 1 }, { name: 'schedule' });
      await holidays.createIndex({ [providerField]: 1, endDate: 1 }, { name: 'provider_end' });
      await settings.createIndex({ [providerField]: 1 }, { unique: true, name: 'provider_unique' });
    },

    schedulesOf: (providerId: ObjectId) =>
      schedules.find(of(providerId), { sort: { dayOfWeek: 1, startTime: 1, _id: 1 } }).toArray(),
    breaksOf: (providerId: ObjectId) => breaks.find(of(providerId), { sort: { startTime: 1, _id: 1 } }).toArray(),
    /** Holidays ending on or after `from` (those before cannot touch the window). */
    holidaysFrom: (providerId: ObjectId, from: string) =>
      holidays.find(of(providerId, { endDate: { $gte: from } }), { sort: { startDate: 1, _id: 1 } }).toArray(),
    settingsOf: (providerId: ObjectId) => settings.findOne(of(providerId)),
    /** Time zones of many providers (hex id -> zone); providers without settings are left out. */
    async zonesOf(providerIds: readonly ObjectId[]): Promise<Map<string, string>> {
      if (providerIds.length === 0) return new Map();
      const docs = await settings.find({ [providerField]: { $in: [...providerIds] } } as never).toArray();
      return new Map(docs.map((doc) => [providerOf(doc).toHexString(), doc.timeZone]));
    },

    async insertSchedule(providerId: ObjectId, id: ObjectId, fields: WeeklyScheduleFields, at: Date): Promise<void> {
      await schedules.insertOne({ _id: id, ...fields, createdAt: at, [providerField]: providerId } as never);
    },
    updateSchedule: (providerId: ObjectId, id: ObjectId, fields: WeeklyScheduleFields) =>
      schedules.findOneAndUpdate(of(providerId, { _id: id }), { $set: fields } as never, { returnDocument: 'after' }),
    findSchedule: (providerId: ObjectId, id: ObjectId) => schedules.findOne(of(providerId, { _id: id })),
    async deleteSchedule(providerId: ObjectId, id: ObjectId): Promise<boolean> {
      const deleted = (await schedules.deleteOne(of(providerId, { _id: id }))).deletedCount === 1;
      if (deleted) await breaks.deleteMany(of(providerId, { scheduleId: id }));
      return deleted;
    },

    async insertBreak(
      providerId: ObjectId,
      scheduleId: ObjectId,
      times: { startTime: string; endTime: string },
      at: Date,
      id: ObjectId,
    ): Promise<void> {
      await breaks.insertOne({ _id: id, scheduleId, ...times, createdAt: at, [providerField]: providerId } as never);
    },
    async deleteBreak(providerId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await breaks.deleteOne(of(providerId, { _id: id }))).deletedCount === 1;
    },

    async insertHoliday(
      providerId: ObjectId,
      id: ObjectId,
      days: { startDate: string; endDate: string; reason: string },
      at: Date,
    ): Promise<void> {
      await holidays.insertOne({ _id: id, ...days, createdAt: at, [providerField]: providerId } as never);
    },
    async deleteHoliday(providerId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await holidays.deleteOne(of(providerId, { _id: id }))).deletedCount === 1;
    },

    async saveZone(providerId: ObjectId, id: ObjectId, timeZone: string, at: Date): Promise<void> {
      await settings.updateOne(
        of(providerId),
        { $set: { timeZone, updatedAt: at }, $setOnInsert: { _id: id } } as never,
        { upsert: true },
      );
    },

    /**
     * The calendar as the engine reads it (weekly schedules with their breaks, holidays from `holidaysFrom` on),
     * with `busy` the provider kind's booked times and `defaultSlotMinutes` its slot length.
     */
    async calendarInput(
      providerId: ObjectId,
      timeZone: string,
      holidaysFrom: string,
      defaultSlotMinutes: number,
      busy: CalendarInput['busy'],
    ): Promise<CalendarInput> {
      const [weekly, pauses, days] = await Promise.all([
        schedules.find(of(providerId)).toArray(),
        breaks.find(of(providerId)).toArray(),
        holidays.find(of(providerId, { endDate: { $gte: holidaysFrom } })).toArray(),
      ]);
      return {
        timeZone,
        defaultSlotMinutes,
        schedules: weekly.map((s) => ({
          id: s._id.toHexString(),
          scheduleDate: null,
          dayOfWeek: s.dayOfWeek,
          startTime: s.startTime,
          endTime: s.endTime,
          slotDurationMinutes: s.slotDurationMinutes,
          isAvailable: s.isAvailable,
          breaks: pauses.filter((b) => b.scheduleId.equals(s._id)),
        })),
        holidays: days,
        busy,
      };
    },

    /** Demo data: a provider's whole calendar is replaced. */
    async clearProvider(providerId: ObjectId): Promise<void> {
      await Promise.all([
        schedules.deleteMany(of(providerId)),
        breaks.deleteMany(of(providerId)),
        holidays.deleteMany(of(providerId)),
      ]);
    },
  };
}

export type WeeklyCalendar<Field extends string = string> = ReturnType<typeof createWeeklyCalendar<Field>>;
