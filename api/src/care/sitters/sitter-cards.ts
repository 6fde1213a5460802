import type { SitterCard, SitterProfile } from '@petpal/contracts';
import { providerSummary } from '../access/person-names';
import type { RatingStats } from '../ratings/ratings.repository';
import type { SitterRecordDoc } from './sitters.repository';

/** Spec section 5: the average rounded to 1 decimal; null without ratings, which the card shows as "New". */
export function roundedRating(stats: RatingStats | undefined): number | null {
  return stats && stats.count > 0 ? Math.round(stats.average * 10) / 10 : null;
}

/** A sitter's list card: their profile and their ratings. */
export function toSitterCard(doc: SitterRecordDoc, stats: RatingStats | undefined): SitterCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    rating: roundedRating(stats),
    reviewCount: stats?.count ?? 0,
    yearsExperience: doc.yearsExperience,
    services: [...doc.services],
    hourlyRate: doc.hourlyRate,
    photos: [...doc.photos],
  };
}

export function toSitterDetail(doc: SitterRecordDoc, stats: RatingStats | undefined): SitterProfile['sitter'] {
  return { ...toSitterCard(doc, stats), bio: doc.bio };
}
