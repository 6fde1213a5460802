import type { ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort, type Filter } from '../data/port';

/** A provider's rating average and count. */
export interface RatingStats {
  average: number;
  count: number;
}

/** A rating of one appointment of a provider; `K` names the provider's id field (`vetId`, `petSitterId`). */
export type ProviderRatingDoc<K extends string> = {
  _id: ObjectId;
  /** Unique: one rating per appointment. */
  appointmentId: ObjectId;
  petOwnerId: ObjectId;
  rating: number;
  feedback: string;
  createdAt: Date;
} & { [key in K]: ObjectId };

export interface RatingsStoreOptions<K extends string> {
  collection: string;
  /** The field that holds the provider's record id. */
  provider: K;
  /** The name of the (provider, newest first) index, as the deployed databases have it. */
  providerIndex: string;
  /** Reviews listed per provider, newest first. */
  reviewsLimit: number;
}

/** The one ratings store of the booking areas: each area's ratings repository is one over its collection. */
export function createRatingsStore<K extends string>(db: DataPort, options: RatingsStoreOptions<K>) {
  type Doc = ProviderRatingDoc<K>;
  const { provider, reviewsLimit } = options;
  const ratings = db.collection<Doc>(options.collection);
  const ofProvider = (id: ObjectId | { $in: ObjectId[] }) => ({ [provider]: id }) as Filter<Doc>;

  return {
    async ensureIndexes(): Promise<void> {
      await ratings.createIndex({ appointmentId: 1 }, { unique: true, name: 'appointment_unique' });
      await ratings.createIndex({ [provider]: 1, createdAt: -1 }, { name: options.providerIndex });
    },

    /** False when the appointment already has a rating (the unique index decides between racing submits). */
    async insertOnce(doc: Doc): Promise<boolean> {
      try {
        await ratings.insertOne(doc as Parameters<typeof ratings.insertOne>[0]);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    /** The provider's newest reviews. */
    listOf: (providerId: ObjectId) =>
      ratings.find(ofProvider(providerId), { sort: { createdAt: -1, _id: -1 }, limit: reviewsLimit }).toArray(),

    /** Average and count per provider id (hex), for the providers given or all. */
    async statsOf(providerIds?: readonly ObjectId[]): Promise<Map<string, RatingStats>> {
      if (providerIds?.length === 0) return new Map();
      const match = providerIds ? [{ $match: ofProvider({ $in: [...providerIds] }) }] : [];
      const rows = await ratings
        .aggregate<{ _id: ObjectId; average: number; count: number }>([
          ...match,
          { $group: { _id: `$${provider}`, average: { $avg: '$rating' }, count: { $sum: 1 } } },
        ])
        .toArray();
      return new Map(rows.map((row) => [row._id.toHexString(), { average: row.average, count: row.count }]));
    },

    /** Hex ids of the appointments among `ids` that have a rating. */
    async ratedAmong(appointmentIds: readonly ObjectId[]): Promise<Set<string>> {
      if (appointmentIds.length === 0) return new Set();
      const docs = await ratings
        .find({ appointmentId: { $in: [...appointmentIds] } } as Filter<Doc>, { projection: { appointmentId: 1 } })
        .toArray();
      return new Set(docs.map((doc) => doc.appointmentId.toHexString()));
    },

    async deleteOf(providerId: ObjectId): Promise<void> {
      await ratings.deleteMany(ofProvider(providerId));
    },
  };
}
