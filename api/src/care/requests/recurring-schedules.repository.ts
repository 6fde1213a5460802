import type { ObjectId } from 'mongodb';
import type { Weekday } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

/** Spec section 3: a repeat-weekly walk or day care writes one row in its service's table. */
export const RECURRING_SCHEDULE_COLLECTIONS = {
  'dog-walking': 'dog_walking_schedules',
  'day-care': 'daycare_schedules',
} as const;
export type RecurringServiceType = keyof typeof RECURRING_SCHEDULE_COLLECTIONS;

export interface RecurringScheduleDoc {
  _id: ObjectId;
  bookingRequestId: ObjectId;
  serviceStartDate: string;
  serviceEndDate: string;
  daysOfWeek: Weekday[];
  isRecurring: true;
  createdAt: Date;
}

export const isRecurringService = (serviceType: string): serviceType is RecurringServiceType =>
  serviceType in RECURRING_SCHEDULE_COLLECTIONS;

/** The only code that touches `dog_walking_schedules` and `daycare_schedules`. */
export function createRecurringSchedulesRepository(db: DataPort) {
  const tables = Object.values(RECURRING_SCHEDULE_COLLECTIONS).map((name) => db.collection<RecurringScheduleDoc>(name));
  const table = (serviceType: RecurringServiceType) =>
    db.collection<RecurringScheduleDoc>(RECURRING_SCHEDULE_COLLECTIONS[serviceType]);

  return {
    async ensureIndexes(): Promise<void> {
      for (const schedules of tables) {
        await schedules.createIndex({ bookingRequestId: 1 }, { unique: true, name: 'request_unique' });
      }
    },

    insert: async (serviceType: RecurringServiceType, doc: RecurringScheduleDoc) =>
      void (await table(serviceType).insertOne(doc)),

    /** The weekdays of each request's repeat schedule, by request id (hex); one-time requests have none. */
    async weekdaysOf(requestIds: readonly ObjectId[]): Promise<Map<string, Weekday[]>> {
      if (requestIds.length === 0) return new Map();
      const rows = await Promise.all(
        tables.map((schedules) => schedules.find({ bookingRequestId: { $in: [...requestIds] } }).toArray()),
      );
      return new Map(rows.flat().map((row) => [row.bookingRequestId.toHexString(), row.daysOfWeek]));
    },

    async deleteByRequestIds(requestIds: readonly ObjectId[]): Promise<void> {
      if (requestIds.length === 0) return;
      for (const schedules of tables) await schedules.deleteMany({ bookingRequestId: { $in: [...requestIds] } });
    },
  };
}

export type RecurringSchedulesRepository = ReturnType<typeof createRecurringSchedulesRepository>;
