import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';

export const RATINGS_COLLECTION = 'veterinary_ratings';

export interface RatingDoc {
  _id: ObjectId;
  /** Unique: one rating per appointment. */
  appointmentId: ObjectId;
  vetId: ObjectId;
  petOwnerId: ObjectId;
  rating: number;
  feedback: string;
  createdAt: Date;
}

export interface RatingStats {
  average: number;
  count: number;
}

/** Reviews shown per vet, newest first. */
export const REVIEWS_LIMIT = 50;

/** The only code that touches `veterinary_ratings`. */
export function createRatingsRepository(db: DataPort) {
  const ratings = db.collection<RatingDoc>(RATINGS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await ratings.createIndex({ appointmentId: 1 }, { unique: true, name: 'appointment_unique' });
      await ratings.createIndex({ vetId: 1, createdAt: -1 }, { name: 'vet_created' });
    },

    /** False when the appointment already has a rating (unique index). */
    async insertOnce(doc: RatingDoc): Promise<boolean> {
      try {
        await ratings.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    listByVet: (vetId: ObjectId) =>
      ratings.find({ vetId }, { sort: { createdAt: -1, _id: -1 }, limit: REVIEWS_LIMIT }).toArray(),

    /** Average and count per vet id (hex), for the vets given or all. */
    async statsByVet(vetIds?: readonly ObjectId[]): Promise<Map<string, RatingStats>> {
      const match = vetIds ? [{ $match: { vetId: { $in: [...vetIds] } } }] : [];
      const rows = await ratings
        .aggregate<{ _id: ObjectId; average: number; count: number }>([
          ...match,
          { $group: { _id: '$vetId', average: { $avg: '$rating' }, count: { $sum: 1 } } },
        ])
        .toArray();
      return new Map(rows.map((row) => [row._id.toHexString(), { average: row.average, count: row.count }]));
    },

    /** Hex ids of the appointments among `ids` that have a rating. */
    async ratedAmong(appointmentIds: readonly ObjectId[]): Promise<Set<string>> {
      if (appointmentIds.length === 0) return new Set();
      const docs = await ratings
        .find({ appointmentId: { $in: [...appointmentIds] } }, { projection: { appointmentId: 1 } })
        .toArray();
      return new Set(docs.map((doc) => doc.appointmentId.toHexString()));
    },

    async deleteByVet(vetId: ObjectId): Promise<void> {
      await ratings.deleteMany({ vetId });
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
