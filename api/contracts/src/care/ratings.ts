/**
 * Ratings of care bookings (decision 078): an owner rates the sitter, trainer or stylist of a completed
 * booking once, 1 to 5 stars with optional feedback (spec section 5's scale), and every provider card shows
 * the average to one decimal and the count, or "New".
 */
import * as z from 'zod/mini';
import { careMessages } from './messages';

/** A review as a provider's page lists it (sitters' today). */
export const SitterReview = z.object({
  id: z.string(),
  rating: z.number(),
  feedback: z.string(),
  /** The owner's first name, or "Pet owner". */
  author: z.string(),
  createdAt: z.iso.datetime(),
});
export type SitterReview = z.infer<typeof SitterReview>;

/** A card's rating: the average rounded to 1 decimal, null without ratings (shown as "New"). */
export const providerRatingFields = {
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
};

/** What an owner's booking says about its rating. */
export const bookingRatingFields = {
  /** Completed and not yet rated: the owner is asked to Rate. */
  canRate: z.boolean(),
  rated: z.boolean(),
};

/**
 * POST /api/care/requests/:id/rating, /training-appointments/:id/rating, /stylist-appointments/:id/rating:
 * once per booking, after it has completed (spec section 5: scale 1 to 5).
 */
export const RateBookingInput = z.strictObject({
  rating: z.int({ error: careMessages.rating }).check(z.gte(1, careMessages.rating), z.lte(5, careMessages.rating)),
  feedback: z._default(
    z.string({ error: careMessages.feedbackMax }).check(z.trim(), z.maxLength(2000, careMessages.feedbackMax)),
    '',
  ),
});
export type RateBookingInput = z.input<typeof RateBookingInput>;
/** 201 ("Rating submitted successfully!"). */
export const BookingRatingCreated = z.object({ review: SitterReview });
export type BookingRatingCreated = z.infer<typeof BookingRatingCreated>;
