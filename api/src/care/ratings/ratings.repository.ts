import type { ObjectId } from 'mongodb';
import { SITTER_REVIEWS_LIMIT } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { createRatingsStore, type ProviderRatingDoc } from '../../scheduling';

export type { RatingStats } from '../../scheduling';

export const SITTER_RATINGS_COLLECTION = 'pet_sitter_ratings';

/** Spec section 3's pet_sitter_ratings: `appointmentId` is the rated booking request's id. */
export type SitterRatingDoc = ProviderRatingDoc<'petSitterId'>;

/** The only code that touches `pet_sitter_ratings`. */
export function createRatingsRepository(db: DataPort) {
  const store = createRatingsStore(db, {
    collection: SITTER_RATINGS_COLLECTION,
    provider: 'petSitterId',
    providerIndex: 'sitter_created',
    reviewsLimit: SITTER_REVIEWS_LIMIT,
  });
  return {
    ensureIndexes: store.ensureIndexes,
    insertOnce: store.insertOnce,
    /** The sitter's newest reviews. */
    listOfSitter: store.listOf,
    /** Average and count per sitter id (hex) for the sitters given. */
    statsOf: (petSitterIds: readonly ObjectId[]) => store.statsOf(petSitterIds),
    /** Hex ids of the booking requests among `ids` that have a rating. */
    ratedAmong: store.ratedAmong,
    deleteBySitter: store.deleteOf,
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
