/**
 * The pet sitter directory (spec sections 2, 3 and 5): list cards, one sitter's profile with photos and
 * reviews. Sitters' profiles are their pet_sitters records; ratings are pet_sitter_ratings.
 */
import * as z from 'zod/mini';
import { GeoPoint } from '../geo-point';
import { PET_SITTER_SERVICES } from '../profiles';
import { careMessages } from './messages';
import { providerRatingFields, SitterReview } from './ratings';

/** Spec section 9: a card shows this many services, then "+N more". */
export const SITTER_CARD_SERVICES = 3;
/** Cards per page of GET /api/care/sitters. */
export const SITTERS_PAGE_SIZE = 20;
/** Reviews shown on a sitter's profile, newest first. */
export const SITTER_REVIEWS_LIMIT = 50;

export const SitterService = z.enum(PET_SITTER_SERVICES, { error: careMessages.service });
export type SitterService = z.infer<typeof SitterService>;

/**
 * GET /api/care/sitters?location=&service=&page=: `location` is a case-insensitive "contains" on the
 * sitter's location, `service` one of the sitters' services (PET_SITTER_SERVICES); sorted by name.
 */
export const SitterSearchQuery = z.strictObject({
  location: z.optional(z.string().check(z.maxLength(120, careMessages.locationQueryMax))),
  service: z.optional(SitterService),
  page: z._default(
    z.pipe(
      z.string({ error: careMessages.page }).check(z.regex(/^([1-9]\d{0,2}|1000)$/, careMessages.page)),
      z.transform(Number),
    ),
    1,
  ),
});
export type SitterSearchQuery = z.input<typeof SitterSearchQuery>;

/** A sitter as the list card shows it. */
export const SitterCard = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Shown in the avatar when there is no profile image, e.g. "AR" for Asha Rao. */
  initials: z.string(),
  profileImageUrl: z.nullable(z.string()),
  location: z.string(),
  /** Average of the sitter's ratings rounded to 1 decimal; null without ratings (the card shows "New"). */
  ...providerRatingFields,
  yearsExperience: z.number(),
  /** Every service, in the sitter's order; the card shows the first SITTER_CARD_SERVICES. */
  services: z.array(z.string()),
  /** INR per hour. */
  hourlyRate: z.number(),
  /** Photo links ("View Photos (n)"); empty shows "No Photos Available". */
  photos: z.array(z.string()),
  /** Where the provider works, on the map: their city's area (decision 084); null when their location names no known city. */
  point: z.nullable(GeoPoint),
});
export type SitterCard = z.infer<typeof SitterCard>;

export const SitterList = z.object({
  sitters: z.array(SitterCard),
  /** Sitters matching the filters, over all pages; 0 shows "No Pet Sitters Found". */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SitterList = z.infer<typeof SitterList>;

/** GET /api/care/sitters/:id: the card, the bio and the newest reviews (empty shows "No reviews yet"). */
export const SitterProfile = z.object({
  sitter: z.object({ ...SitterCard.shape, bio: z.string() }),
  reviews: z.array(SitterReview),
});
export type SitterProfile = z.infer<typeof SitterProfile>;
