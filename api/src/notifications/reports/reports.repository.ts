import type { Binary, ObjectId } from 'mongodb';
import type { ImageRef, PetReportStatus } from '@petpal/contracts';
import { type DataPort, type Filter, isDuplicateKeyError } from '../../data/port';
import { EARTH_RADIUS_KM } from '../../lib/geo';

export const PET_REPORTS_COLLECTION = 'pet_reports';
/** Photos stored before the image pipeline; moved into it at start (`migrateLegacyReportPhotos`). */
export const LEGACY_PET_REPORT_PHOTOS_COLLECTION = 'pet_report_photos';
export const PET_REPORT_SIGHTINGS_COLLECTION = 'pet_report_sightings';
export const PET_REPORT_FLYERS_COLLECTION = 'pet_report_flyers';

/** A GeoJSON point ([lng, lat]), the shape MongoDB's 2dsphere indexes read. */
export interface GeoJsonPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** Spec section 3's pet_reports (id, user_id, is_active, created_at, status, pet_name, location_address, pet_picture_url). */
export interface PetReportDoc {
  _id: ObjectId;
  userId: ObjectId;
  /** The reporter's display name when the report was posted ("Priya S."). */
  reporterName: string;
  status: PetReportStatus;
  petName: string;
  description: string;
  locationAddress: string;
  location: GeoJsonPoint | null;
  /** The photo (an image the reporter uploaded, decision 083); null without one. */
  photo: ImageRef | null;
  /** Reports posted before the pipeline: when their photo (in pet_report_photos) was stored. Removed at start. */
  photoVersion?: number | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  seenCount: number;
  commentCount: number;
}

/** A report's state as it is posted (`at`): active, unresolved, seen by no one, without comments. */
export function newReportState(
  at: Date,
): Pick<PetReportDoc, 'isActive' | 'createdAt' | 'updatedAt' | 'resolvedAt' | 'seenCount' | 'commentCount'> {
  return { isActive: true, createdAt: at, updatedAt: at, resolvedAt: null, seenCount: 0, commentCount: 0 };
}

/** A photo stored before the image pipeline, apart from its report. `_id` is the report's id. */
export interface LegacyReportPhotoDoc {
  _id: ObjectId;
  contentType: string;
  data: Binary;
}

/** "I have seen this pet": one per (report, user, hour), so a repeat within the hour counts once. */
export interface SightingDoc {
  _id?: ObjectId;
  reportId: ObjectId;
  userId: ObjectId;
  /** Hours since the epoch of `createdAt`. */
  hour: number;
  note: string;
  createdAt: Date;
}

/** A flyer generated: one per (report, user, hour) notifies the reporter. */
export interface FlyerDoc {
  _id?: ObjectId;
  reportId: ObjectId;
  userId: ObjectId;
  hour: number;
  createdAt: Date;
}

export type ReportFields = Pick<
  PetReportDoc,
  'status' | 'petName' | 'description' | 'locationAddress' | 'location' | 'photo'
>;

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/** The only code that touches pet_reports, the legacy pet_report_photos, pet_report_sightings and pet_report_flyers. */
export function createReportsRepository(db: DataPort) {
  const reports = db.collection<PetReportDoc>(PET_REPORTS_COLLECTION);
  const legacyPhotos = db.collection<LegacyReportPhotoDoc>(LEGACY_PET_REPORT_PHOTOS_COLLECTION);
  const sightings = db.collection<SightingDoc>(PET_REPORT_SIGHTINGS_COLLECTION);
  const flyers = db.collection<FlyerDoc>(PET_REPORT_FLYERS_COLLECTION);

  /** Inserts once per unique key; false when that key was already there. */
  async function insertOnce(insert: () => Promise<unknown>): Promise<boolean> {
    try {
      await insert();
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  return {
    async ensureIndexes(): Promise<void> {
      await reports.createIndex({ isActive: 1, createdAt: -1, _id: -1 }, { name: 'active_newest' });
      await reports.createIndex({ userId: 1, createdAt: -1 }, { name: 'user_newest' });
      await sightings.createIndex({ reportId: 1, userId: 1, hour: 1 }, { unique: true, name: 'report_user_hour' });
      await flyers.createIndex({ reportId: 1, userId: 1, hour: 1 }, { unique: true, name: 'report_user_hour' });
    },

    insert: (doc: PetReportDoc) => reports.insertOne(doc),

    findById: (id: ObjectId) => reports.findOne({ _id: id }),

    /**
     * New active reports as they are stored, by any API process (the data port's change events: a change
     * stream on MongoDB). Returns the function that stops watching.
     */
    watchNew(listener: (report: PetReportDoc) => void): () => void {
      return db.watch<PetReportDoc>(PET_REPORTS_COLLECTION, (event) => {
        const doc = event.document;
        if (event.operation === 'insert' && doc?.isActive && doc.createdAt instanceof Date) listener(doc);
      });
    },

    /** Active reports, newest first, without those of `exceptUserId` (spec sections 6 and 7). */
    activeNewest(exceptUserId: ObjectId | null, limit: number): Promise<PetReportDoc[]> {
      return reports
        .find(
          { isActive: true, ...(exceptUserId ? { userId: { $ne: exceptUserId } } : {}) },
          { sort: NEWEST_FIRST, limit },
        )
        .toArray();
    },

    /**
     * The bell's report items (docs/decisions/075): other users' active reports created after `after`, newest
     * first; with `near`, only those whose map point lies within `near.radiusKm` of `near.location`.
     */
    activeForBell(
      viewerId: ObjectId,
      after: Date | null,
      near: { location: GeoJsonPoint; radiusKm: number } | null,
      limit: number,
    ): Promise<PetReportDoc[]> {
      const filter: Filter<PetReportDoc> = {
        isActive: true,
        userId: { $ne: viewerId },
        ...(after ? { createdAt: { $gt: after } } : {}),
        ...(near
          ? {
              location: {
                $geoWithin: { $centerSphere: [near.location.coordinates, near.radiusKm / EARTH_RADIUS_KM] },
              },
            }
          : {}),
      };
      return reports.find(filter, { sort: NEWEST_FIRST, limit }).toArray();
    },

    /** Admins' list (docs/decisions/042): reports matching `where`, newest first, one page and the total. */
    async page(where: { status?: PetReportStatus; isActive?: boolean }, skip: number, limit: number) {
      const [items, total] = await Promise.all([
        reports.find(where, { sort: NEWEST_FIRST, skip, limit }).toArray(),
        reports.countDocuments(where),
      ]);
      return { items, total };
    },

    /** Takes an active report out of the feeds, whoever posted it (admins); null when none is active. */
    deactivate: (id: ObjectId, at: Date) =>
      reports.findOneAndUpdate(
        { _id: id, isActive: true },
        { $set: { isActive: false, updatedAt: at } },
        { returnDocument: 'after' },
      ),

    ofUser: (userId: ObjectId, limit: number) => reports.find({ userId }, { sort: NEWEST_FIRST, limit }).toArray(),

    /** Changes the reporter's own report; null when `userId` did not post report `id`. */
    update(id: ObjectId, userId: ObjectId, set: Partial<PetReportDoc>): Promise<PetReportDoc | null> {
      return reports.findOneAndUpdate({ _id: id, userId }, { $set: set }, { returnDocument: 'after' });
    },

    /** Photos stored before the image pipeline, to move into it. */
    legacyPhotos: () => legacyPhotos.find({}).toArray(),

    /** A legacy photo moved (`photo`, or null when it could not be read): the report keeps it, the old copy goes. */
    async replaceLegacyPhoto(reportId: ObjectId, photo: ImageRef | null): Promise<void> {
      await reports.updateOne({ _id: reportId }, { $set: { photo }, $unset: { photoVersion: '' } });
      await legacyPhotos.deleteOne({ _id: reportId });
    },

    /** Reports whose legacy photo was already gone: without a photo. */
    clearLegacyVersions: () =>
      reports.updateMany({ photoVersion: { $exists: true } }, { $set: { photo: null }, $unset: { photoVersion: '' } }),

    /** Deletes the reporter's report with its sightings and flyers; the report as it was, or null when not theirs. */
    async deleteOwned(id: ObjectId, userId: ObjectId): Promise<PetReportDoc | null> {
      const removed = await reports.findOne({ _id: id, userId });
      if (!removed || (await reports.deleteOne({ _id: id, userId })).deletedCount === 0) return null;
      await sightings.deleteMany({ reportId: id });
      await flyers.deleteMany({ reportId: id });
      return removed;
    },

    /** Records a sighting and counts it on the report; false when the user already did this hour. */
    async addSighting(sighting: SightingDoc): Promise<boolean> {
      const added = await insertOnce(() => sightings.insertOne(sighting));
      if (added) await reports.updateOne({ _id: sighting.reportId }, { $inc: { seenCount: 1 } });
      return added;
    },

    addFlyer: (flyer: FlyerDoc) => insertOnce(() => flyers.insertOne(flyer)),

    countComment: (reportId: ObjectId) => reports.updateOne({ _id: reportId }, { $inc: { commentCount: 1 } }),
  };
}
