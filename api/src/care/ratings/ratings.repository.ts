import type { ObjectId } from 'mongodb';
import { SITTER_REVIEWS_LIMIT } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { createRatingsStore, type ProviderRatingDoc } from '../../scheduling';

export type { RatingStats } from '../../scheduling';

export const SITTER_RATINGS_COLLECTION = 'pet_sitter_ratings';
export const TRAINER_RATINGS_COLLECTION = 'pet_trainer_ratings';
export const STYLIST_RATINGS_COLLECTION = 'pet_stylist_ratings';

/** Spec section 3's pet_sitter_ratings: `appointmentId` is the rated booking request's id. */
export type SitterRatingDoc = ProviderRatingDoc<'petSitterId'>;
/** pet_trainer_ratings (decision 078): `appointmentId` is the rated training session's id. */
export type TrainerRatingDoc = ProviderRatingDoc<'petTrainerId'>;
/** pet_stylist_ratings (decision 078): `appointmentId` is the rated styling appointment's id. */
export type StylistRatingDoc = ProviderRatingDoc<'stylistId'>;

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

/** A trainer's or stylist's ratings: the same store over its own collection. */
function cardRatings<K extends 'petTrainerId' | 'stylistId'>(db: DataPort, collection: string, provider: K) {
  const store = createRatingsStore(db, {
    collection,
    provider,
    providerIndex: `${provider}_created`,
    reviewsLimit: SITTER_REVIEWS_LIMIT,
  });
  return {
    ensureIndexes: store.ensureIndexes,
    insertOnce: store.insertOnce,
    /** Average and count per provider record id (hex) for the providers given. */
    statsOf: (providerIds: readonly ObjectId[]) => store.statsOf(providerIds),
    ratedAmong: store.ratedAmong,
    deleteOf: store.deleteOf,
    /** The provider's newest reviews (their page lists them). */
    listOf: store.listOf,
  };
}

/** The only code that touches `pet_trainer_ratings`. */
export const createTrainerRatingsRepository = (db: DataPort) =>
  cardRatings(db, TRAINER_RATINGS_COLLECTION, 'petTrainerId');
export type TrainerRatingsRepository = ReturnType<typeof createTrainerRatingsRepository>;

/** The only code that touches `pet_stylist_ratings`. */
export const createStylistRatingsRepository = (db: DataPort) =>
  cardRatings(db, STYLIST_RATINGS_COLLECTION, 'stylistId');
export type StylistRatingsRepository = ReturnType<typeof createStylistRatingsRepository>;
