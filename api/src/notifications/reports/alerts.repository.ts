import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import type { GeoJsonPoint } from './reports.repository';

export const ALERT_SETTINGS_COLLECTION = 'report_alert_settings';

/** The earth's radius MongoDB's docs convert $centerSphere radians with; alerts measure with it too. */
export const EARTH_RADIUS_KM = 6378.1;

/** A user's nearby-alert choice: new reports within `radiusKm` of `location` notify them when enabled. */
export interface AlertSettingsDoc {
  _id?: ObjectId;
  userId: ObjectId;
  enabled: boolean;
  radiusKm: number;
  location: GeoJsonPoint | null;
  updatedAt: Date;
}

export type Subscriber = Pick<AlertSettingsDoc, 'userId' | 'radiusKm'> & { _id: ObjectId; location: GeoJsonPoint };

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

/** The only code that touches report_alert_settings. */
export function createAlertsRepository(db: DataPort) {
  const settings = db.collection<AlertSettingsDoc>(ALERT_SETTINGS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await settings.createIndex({ userId: 1 }, { unique: true, name: 'user_unique' });
      await settings.createIndex({ enabled: 1, location: '2dsphere' }, { name: 'enabled_location' });
    },

    find: (userId: ObjectId) => settings.findOne({ userId }),

    async save(doc: Omit<AlertSettingsDoc, '_id'>): Promise<void> {
      await settings.updateOne({ userId: doc.userId }, { $set: doc }, { upsert: true });
    },

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
