import { ObjectId } from 'mongodb';
import { careMessages, type BookingRatingCreated, type RateBookingInput, type SessionUser } from '@petpal/contracts';
import { NotFound } from '../../errors';
import type { CareAccess } from '../access/care-access';
import { effectiveStatus } from '../requests/request-views';
import type { RequestsRepository } from '../requests/requests.repository';
import { rateBooking } from './rate-booking';
import type { RatingsRepository } from './ratings.repository';

export interface RatingsServiceDeps {
  access: CareAccess;
  requests: RequestsRepository;
  ratings: RatingsRepository;
  now: () => Date;
}

export type RatingsService = ReturnType<typeof createRatingsService>;

/** Owners rate a sitter once per booking, once it has completed (spec sections 3 and 5, decision 078). */
export function createRatingsService({ access, requests, ratings, now }: RatingsServiceDeps) {
  return {
    async rate(user: SessionUser, id: string, input: Required<RateBookingInput>): Promise<BookingRatingCreated> {
      const owner = await access.requireOwner(user);
      const doc = await requests.findOfOwner(new ObjectId(id), owner._id);
      if (!doc) throw new NotFound(careMessages.requestNotFound);
      const at = now();
      return rateBooking(
        owner,
        {
          bookingId: doc._id,
          completed: effectiveStatus(doc, at) === 'completed',
          provider: { petSitterId: doc.petSitterId },
          store: ratings,
        },
        input,
        at,
      );
    },
  };
}
