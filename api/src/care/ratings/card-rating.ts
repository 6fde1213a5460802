import type { RatingStats } from './ratings.repository';

/** Spec section 5: the average rounded to 1 decimal and the count; null without ratings, shown as "New". */
export function cardRatingOf(stats: RatingStats | undefined): { rating: number | null; reviewCount: number } {
  return {
    rating: stats && stats.count > 0 ? Math.round(stats.average * 10) / 10 : null,
    reviewCount: stats?.count ?? 0,
  };
}
