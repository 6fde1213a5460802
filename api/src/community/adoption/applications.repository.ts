import type { ObjectId } from 'mongodb';
import type { ApplicationStatus } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const APPLICATIONS_COLLECTION = 'community_adoption_applications';

export interface ApplicationDoc {
  _id: ObjectId;
  listingId: ObjectId;
  listerId: ObjectId;
  /** Copied so the adopter's list needs no read of the listings. */
  listingTitle: string;
  applicantId: ObjectId;
  /** The applicant's public name when they applied. */
  applicantName: string;
  message: string;
  status: ApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

/** The only code that touches community_adoption_applications. */
export function createApplicationsRepository(db: DataPort) {
  const applications = db.collection<ApplicationDoc>(APPLICATIONS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      // One application per person per listing, whatever the timing of two clicks.
      await applications.createIndex(
        { listingId: 1, applicantId: 1 },
        { unique: true, name: 'listing_applicant_unique' },
      );
      await applications.createIndex({ applicantId: 1, createdAt: -1 }, { name: 'applicant' });
    },

    /** False when the applicant already applied to this listing. */
    async insert(doc: ApplicationDoc): Promise<boolean> {
      try {
        await applications.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    findById: (id: ObjectId) => applications.findOne({ _id: id }),
    findOf: (listingId: ObjectId, applicantId: ObjectId) => applications.findOne({ listingId, applicantId }),

    /** The viewer's applications among `listingIds`, by listing (hex id). */
    async ofApplicantAmong(
      applicantId: ObjectId,
      listingIds: readonly ObjectId[],
    ): Promise<Map<string, ApplicationDoc>> {
      if (listingIds.length === 0) return new Map();
      const docs = await applications.find({ applicantId, listingId: { $in: [...listingIds] } }).toArray();
      return new Map(docs.map((doc) => [doc.listingId.toHexString(), doc]));
    },

    ofListing: (listingId: ObjectId) => applications.find({ listingId }, { sort: { createdAt: 1, _id: 1 } }).toArray(),

    ofApplicant: (applicantId: ObjectId) =>
      applications.find({ applicantId }, { sort: { createdAt: -1, _id: -1 } }).toArray(),

    /** Accepts one pending application; null when it is not pending (any more). */
    accept: (id: ObjectId, at: Date) =>
      applications.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status: 'accepted', decidedAt: at } },
        { returnDocument: 'after' },
      ),

    /** Declines every pending application of the listing; answers those it declined. */
    async declinePending(listingId: ObjectId, at: Date): Promise<ApplicationDoc[]> {
      const pending = await applications.find({ listingId, status: 'pending' }).toArray();
      if (pending.length === 0) return [];
      await applications.updateMany(
        { _id: { $in: pending.map((doc) => doc._id) }, status: 'pending' },
        { $set: { status: 'declined', decidedAt: at } },
      );
      return pending;
    },

    deleteOfListing: (listingId: ObjectId) => applications.deleteMany({ listingId }),
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
