/** Vet search, one vet and its reviews (GET /api/vet/vets...). */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { NextAvailable } from './availability';

/** A vet as the list dialog and the widget show it. */
export const VetSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Their uploaded photo (one of our image addresses, decision 104); null: their initials. */
  profileImageUrl: z.nullable(z.string()),
  specialization: z.string(),
  location: z.string(),
  availability: z.string(),
  phoneNumber: z.string(),
  licenseId: z.string(),
  bio: z.string(),
  consultationFee: z.number(),
  timeZone: z.string(),
  /** Rounded to 1 decimal; 0 without ratings. */
  ratingAverage: z.number(),
  reviewCount: z.number(),
  /** An admin checked the license (docs/decisions/042); new vets are listed before that, unbadged. */
  verified: z.boolean(),
  /** The first open slot in the vet's zone (the scheduling engine's, from its cached plans); null when none. */
  nextAvailable: NextAvailable,
});
export type VetSummary = z.infer<typeof VetSummary>;

/** GET /api/vet/vets?location=&specialization= (case-insensitive contains). */
export const VetSearchQuery = z.strictObject({
  location: z.optional(z.string().check(z.maxLength(120))),
  specialization: z.optional(z.string().check(z.maxLength(100))),
});
export type VetSearchQuery = z.infer<typeof VetSearchQuery>;

export const VetList = z.object({ vets: z.array(VetSummary) });
export type VetList = z.infer<typeof VetList>;

/** GET /api/vet/vets/:vetId. */
export const VetDetail = z.object({ vet: VetSummary });
export type VetDetail = z.infer<typeof VetDetail>;

export const VetReview = z.object({
  id: z.string(),
  rating: z.number(),
  feedback: z.string(),
  /** The owner's first name, or "Pet owner". */
  author: z.string(),
  createdAt: z.iso.datetime(),
});
export type VetReview = z.infer<typeof VetReview>;
/** GET /api/vet/vets/:vetId/reviews, newest first. */
export const VetReviewList = z.object({ reviews: z.array(VetReview) });
export type VetReviewList = z.infer<typeof VetReviewList>;

/** Path parameter of /api/vet/vets/:vetId, validated before it reaches a filter. */
export const VetParams = z.strictObject({ vetId: ObjectIdString });
