import type { ObjectId } from 'mongodb';
import { SITTER_REVIEWS_LIMIT } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const SITTER_RATINGS_COLLECTION = 'pet_sitter_ratings';

/** Spec section 3's pet_sitter_ratings: `appointmentId` is the rated booking request's id. */
export interface SitterRatingDoc {
  _id: ObjectId;
  appointmentId: ObjectId;
  petSitterId: ObjectId;
  petOwnerId: ObjectId;
  rating: number;
  feedback: string;
  createdAt: Date;
}

export interface RatingStats {
  average: number;
  count: number;
}

/** The only code that touches `pet_sitter_ratings`. */
export function createRatingsRepository(db: DataPort) {
  const ratings = db.collection<SitterRatingDoc>(SITTER_RATINGS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await ratings.createIndex({ appointmentId: 1 }, { unique: true, name: 'appointment_unique' });
      await ratings.createIndex({ petSitterId: 1, createdAt: -1 }, { name: 'sitter_created' });
    },

    /** False when the booking already has a rating (the unique index decides between racing submits). */
    async insertOnce(doc: SitterRatingDoc): Promise<boolean> {
      try {
        await ratings.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    /** The sitter's newest reviews. */
    listOfSitter: (petSitterId: ObjectId) =>
      ratings.find({ petSitterId }, { sort: { createdAt: -1, _id: -1 }, limit: SITTER_REVIEWS_LIMIT }).toArray(),

    /** Average and count per sitter id (hex) for the sitters given. */
    async statsOf(petSitterIds: readonly ObjectId[]): Promise<Map<string, RatingStats>> {
      if (petSitterIds.length === 0) return new Map();
      const rows = await ratings
        .aggregate<{ _id: ObjectId; average: number; count: number }>([
          { $match: { petSitterId: { $in: [...petSitterIds] } } },
          { $group: { _id: '$petSitterId', average: { $avg: '$rating' }, count: { $sum: 1 } } },
        ])
        .toArray();
      return new Map(rows.map((row) => [row._id.toHexString(), { average: row.average, count: row.count }]));
    },

    /** Hex ids of the booking requests among `ids` that have a rating. */
    async ratedAmong(appointmentIds: readonly ObjectId[]): Promise<Set<string>> {
      if (appointmentIds.length === 0) return new Set();
      const docs = await ratings
        .find({ appointmentId: { $in: [...appointmentIds] } }, { projection: { appointmentId: 1 } })
        .toArray();
      return new Set(docs.map((doc) => doc.appointmentId.toHexString()));
    },

    deleteBySitter: async (petSitterId: ObjectId) => void (await ratings.deleteMany({ petSitterId })),
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
