import { ObjectId } from 'mongodb';
import { careMessages, type BookingRatingCreated, type RateBookingInput } from '@petpal/contracts';
import { Conflict } from '../../errors';
import type { ProviderRatingDoc } from '../../scheduling';
import type { OwnerRecordDoc } from '../access/care-access';
import { firstNameOf } from '../access/person-names';

export interface RatingTarget<K extends string> {
  /** The owner's own booking (the caller has found it among the owner's, else answered 404). */
  bookingId: ObjectId;
  /** The booking reads as completed now (decision 078). */
  completed: boolean;
  /** The provider's id field and value, e.g. { petTrainerId }. */
  provider: { [key in K]: ObjectId };
  /** The ratings store of that kind of provider. */
  store: { insertOnce(doc: ProviderRatingDoc<K>): Promise<boolean> };
}

/**
 * The one rating rule of every care booking: only a completed one, only once (the unique index on the
 * booking decides between racing submits); a refusal changes nothing.
 */
export async function rateBooking<K extends string>(
  owner: OwnerRecordDoc,
  target: RatingTarget<K>,
  input: Required<RateBookingInput>,
  at: Date,
): Promise<BookingRatingCreated> {
  if (!target.completed) throw new Conflict(careMessages.notRatable, 'not_ratable');
  const review = {
    _id: new ObjectId(),
    appointmentId: target.bookingId,
    petOwnerId: owner._id,
    rating: input.rating,
    feedback: input.feedback,
    createdAt: at,
    ...target.provider,
  } as ProviderRatingDoc<K>;
  if (!(await target.store.insertOnce(review))) throw new Conflict(careMessages.alreadyRated, 'already_rated');
  return {
    review: {
      id: review._id.toHexString(),
      rating: review.rating,
      feedback: review.feedback,
      author: firstNameOf(owner.fullName),
      createdAt: at.toISOString(),
    },
  };
}
