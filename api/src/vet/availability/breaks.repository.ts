import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const BREAKS_COLLECTION = 'veterinary_breaks';

export interface BreakDoc {
  _id: ObjectId;
  scheduleId: ObjectId;
  vetId: ObjectId;
  startTime: string;
  endTime: string;
  reason: string;
}

/** The only code that touches `veterinary_breaks`. */
export function createBreaksRepository(db: DataPort) {
  const breaks = db.collection<BreakDoc>(BREAKS_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await breaks.createIndex({ vetId: 1 }, { name: 'vet' });
      await breaks.createIndex({ scheduleId: 1 }, { name: 'schedule' });
    },

    listByVet: (vetId: ObjectId) => breaks.find({ vetId }, { sort: { startTime: 1, _id: 1 } }).toArray(),

    async insert(doc: BreakDoc): Promise<void> {
      await breaks.insertOne(doc);
    },

    async deleteOwned(vetId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await breaks.deleteOne({ _id: id, vetId })).deletedCount === 1;
    },

    async deleteBySchedule(vetId: ObjectId, scheduleId: ObjectId): Promise<void> {
      await breaks.deleteMany({ vetId, scheduleId });
    },

    async deleteByVet(vetId: ObjectId): Promise<void> {
      await breaks.deleteMany({ vetId });
    },
  };
}

export type BreaksRepository = ReturnType<typeof createBreaksRepository>;
