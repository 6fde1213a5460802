import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const HOLIDAYS_COLLECTION = 'veterinary_holidays';

export interface HolidayDoc {
  _id: ObjectId;
  vetId: ObjectId;
  /** Both ends included, YYYY-MM-DD in the vet's zone. */
  startDate: string;
  endDate: string;
  reason: string;
}

/** The only code that touches `veterinary_holidays`. */
export function createHolidaysRepository(db: DataPort) {
  const holidays = db.collection<HolidayDoc>(HOLIDAYS_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await holidays.createIndex({ vetId: 1, startDate: 1 }, { name: 'vet_start' });
    },

    listByVet: (vetId: ObjectId) => holidays.find({ vetId }, { sort: { startDate: 1, _id: 1 } }).toArray(),

    /** Holidays that end on or after `date` (the rest cannot touch the booking window). */
    listEndingFrom: (vetId: ObjectId, date: string) =>
      holidays.find({ vetId, endDate: { $gte: date } }, { sort: { startDate: 1, _id: 1 } }).toArray(),

    async insert(doc: HolidayDoc): Promise<void> {
      await holidays.insertOne(doc);
    },

    async deleteOwned(vetId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await holidays.deleteOne({ _id: id, vetId })).deletedCount === 1;
    },

    async deleteByVet(vetId: ObjectId): Promise<void> {
      await holidays.deleteMany({ vetId });
    },
  };
}

export type HolidaysRepository = ReturnType<typeof createHolidaysRepository>;
