import type { ObjectId } from 'mongodb';
import type { Weekday } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const SCHEDULES_COLLECTION = 'veterinary_schedules';

export interface ScheduleDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** YYYY-MM-DD in the vet's zone, or null for a weekly schedule on `dayOfWeek`. */
  scheduleDate: string | null;
  dayOfWeek: Weekday | null;
  /** HH:MM local wall-clock time; endTime may be 24:00. */
  startTime: string;
  endTime: string;
  slotDurationMinutes?: number;
  isAvailable: boolean;
  createdAt: Date;
}

export type ScheduleFields = Pick<
  ScheduleDoc,
  'scheduleDate' | 'dayOfWeek' | 'startTime' | 'endTime' | 'slotDurationMinutes' | 'isAvailable'
>;

/** The only code that touches `veterinary_schedules`. */
export function createSchedulesRepository(db: DataPort) {
  const schedules = db.collection<ScheduleDoc>(SCHEDULES_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await schedules.createIndex({ vetId: 1, scheduleDate: 1 }, { name: 'vet_date' });
    },

    /** Weekly ones first (by weekday name), then by date and start. */
    listByVet: (vetId: ObjectId) =>
      schedules.find({ vetId }, { sort: { scheduleDate: 1, dayOfWeek: 1, startTime: 1, _id: 1 } }).toArray(),

    findOwned: (vetId: ObjectId, id: ObjectId) => schedules.findOne({ _id: id, vetId }),

    async insert(doc: ScheduleDoc): Promise<void> {
      await schedules.insertOne(doc);
    },

    /** The updated schedule, or null when the vet has no such schedule. */
    update: (vetId: ObjectId, id: ObjectId, fields: ScheduleFields) =>
      schedules.findOneAndUpdate({ _id: id, vetId }, { $set: fields }, { returnDocument: 'after' }),

    async deleteOwned(vetId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await schedules.deleteOne({ _id: id, vetId })).deletedCount === 1;
    },

    async deleteByVet(vetId: ObjectId): Promise<void> {
      await schedules.deleteMany({ vetId });
    },
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
