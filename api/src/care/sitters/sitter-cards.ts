import type { SitterCard, SitterProfile } from '@petpal/contracts';
import { areaPoint } from '../access/area-points';
import { providerSummary } from '../access/person-names';
import { cardRatingOf } from '../ratings/card-rating';
import type { RatingStats } from '../ratings/ratings.repository';
import type { SitterRecordDoc } from './sitters.repository';

/** A sitter's list card: their profile and their ratings. */
export function toSitterCard(doc: SitterRecordDoc, stats: RatingStats | undefined): SitterCard {
  return {
    ...providerSummary(doc._id, doc.fullName, doc),
    ...cardRatingOf(stats),
    yearsExperience: doc.yearsExperience,
    services: [...doc.services],
    hourlyRate: doc.hourlyRate,
    photos: [...doc.photos],
    point: areaPoint(doc._id.toHexString(), doc.location),
  };
}

export function toSitterDetail(doc: SitterRecordDoc, stats: RatingStats | undefined): SitterProfile['sitter'] {
  return { ...toSitterCard(doc, stats), bio: doc.bio };
}
