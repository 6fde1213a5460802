import type { DataPort } from '../../data/port';
import { createRatingsStore, type ProviderRatingDoc } from '../../scheduling';

export type { RatingStats } from '../../scheduling';

export const RATINGS_COLLECTION = 'veterinary_ratings';

export type RatingDoc = ProviderRatingDoc<'vetId'>;

/** Reviews shown per vet, newest first. */
export const REVIEWS_LIMIT = 50;

/** The only code that touches `veterinary_ratings`. */
export function createRatingsRepository(db: DataPort) {
  const store = createRatingsStore(db, {
    collection: RATINGS_COLLECTION,
    provider: 'vetId',
    providerIndex: 'vet_created',
    reviewsLimit: REVIEWS_LIMIT,
  });
  return {
    ensureIndexes: store.ensureIndexes,
    insertOnce: store.insertOnce,
    listByVet: store.listOf,
    /** Average and count per vet id (hex), for the vets given or all. */
    statsByVet: store.statsOf,
    ratedAmong: store.ratedAmong,
    deleteByVet: store.deleteOf,
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
