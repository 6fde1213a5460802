import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { EARTH_RADIUS_KM } from '../../lib/geo';
import { isObjectId } from '../object-id';
import type { GeoJsonPoint } from './reports.repository';

export const ALERT_SETTINGS_COLLECTION = 'report_alert_settings';
export const ALERT_JOBS_COLLECTION = 'pet_report_alert_jobs';

/** The earth's radius MongoDB's docs convert $centerSphere radians with; alerts measure with it too. */
export { EARTH_RADIUS_KM };

/** A user's nearby-alert choice: new reports within `radiusKm` of `location` notify them when enabled. */
export interface AlertSettingsDoc {
  _id?: ObjectId;
  userId: ObjectId;
  enabled: boolean;
  radiusKm: number;
  location: GeoJsonPoint | null;
  updatedAt: Date;
}

/**
 * The outbox of nearby alerts: one job per new report with a map point, stored before its fan-out and
 * removed when it is done. `at` is the alerts' creation time (their ids derive from it, so a resumed job
 * writes the same notifications); `leaseUntil` is when another process (or a restart) may take the job over.
 */
export interface AlertJobDoc {
  /** The report's id: one job per report (the unique _id index). */
  _id: ObjectId;
  at: Date;
  leaseUntil: Date;
  attempts: number;
}

export type Subscriber = Pick<AlertSettingsDoc, 'userId' | 'radiusKm'> & { _id: ObjectId; location: GeoJsonPoint };

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

/** The only code that touches report_alert_settings and pet_report_alert_jobs. */
export function createAlertsRepository(db: DataPort) {
  const settings = db.collection<AlertSettingsDoc>(ALERT_SETTINGS_COLLECTION);
  const jobs = db.collection<AlertJobDoc>(ALERT_JOBS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await settings.createIndex({ userId: 1 }, { unique: true, name: 'user_unique' });
      await settings.createIndex({ enabled: 1, location: '2dsphere' }, { name: 'enabled_location' });
      await jobs.createIndex({ leaseUntil: 1 }, { name: 'lease' });
    },

    find: (userId: ObjectId) => settings.findOne({ userId }),

    async save(doc: Omit<AlertSettingsDoc, '_id'>): Promise<void> {
      await settings.updateOne({ userId: doc.userId }, { $set: doc }, { upsert: true });
    },

    /** Seeding and benchmarks: many users' settings in batched inserts (none may exist yet). */
    async insertMany(docs: readonly Omit<AlertSettingsDoc, '_id'>[]): Promise<void> {
      for (let start = 0; start < docs.length; start += 1000) {
        await settings.insertMany(docs.slice(start, start + 1000).map((doc) => ({ ...doc })));
      }
    },

    /**
     * Follows saved settings (any API process's writes): the user whose settings changed, so their bell's
     * report items, which follow the alert location, are counted again. Returns the unsubscribe function.
     */
    watchSettings(listener: (userId: ObjectId) => void): () => void {
      return db.watch<AlertSettingsDoc>(ALERT_SETTINGS_COLLECTION, (event) => {
        if (isObjectId(event.document?.userId)) listener(event.document.userId);
      });
    },

    /** Stores a job (leased to the caller until `job.leaseUntil`). */
    async addJob(job: AlertJobDoc): Promise<void> {
      await jobs.insertOne(job);
    },

    /** Takes over one job whose lease ran out (a stopped process's, or a failed run's), leasing it anew. */
    claimExpired(now: Date, leaseUntil: Date): Promise<AlertJobDoc | null> {
      return jobs.findOneAndUpdate(
        { leaseUntil: { $lte: now } },
        { $set: { leaseUntil }, $inc: { attempts: 1 } },
        { sort: { leaseUntil: 1 }, returnDocument: 'after' },
      );
    },

    /** Keeps a running job's lease (after each page of its fan-out). */
    async renewJob(id: ObjectId, leaseUntil: Date): Promise<void> {
      await jobs.updateOne({ _id: id }, { $set: { leaseUntil } });
    },

    async finishJob(id: ObjectId): Promise<void> {
      await jobs.deleteOne({ _id: id });
    },

    pendingJobs: () => jobs.countDocuments({}),

    /**
     * One page (by _id, after `after`) of the enabled subscribers within `maxKm` of `point` ([lng, lat]),
     * without `exceptUserId`: a 2dsphere query on MongoDB, the embedded engine's $geoWithin otherwise. Each
     * has its own radius, at most `maxKm`: the caller keeps those whose circle holds the point.
     */
    within(
      point: GeoJsonPoint,
      maxKm: number,
      exceptUserId: ObjectId,
      after: ObjectId | null,
      limit: number,
    ): Promise<Subscriber[]> {
      return settings
        .find(
          {
            enabled: true,
            location: { $geoWithin: { $centerSphere: [point.coordinates, maxKm / EARTH_RADIUS_KM] } },
            userId: { $ne: exceptUserId },
            ...(after ? { _id: { $gt: after } } : {}),
          },
          { sort: { _id: 1 }, limit, projection: { userId: 1, radiusKm: 1, location: 1 } },
        )
        .toArray() as Promise<Subscriber[]>;
    },
  };
}
