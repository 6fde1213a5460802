import { ObjectId } from 'mongodb';
import { careMessages, type RateSitterInput, type SessionUser, type SitterRatingCreated } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { CareAccess } from '../access/care-access';
import { firstNameOf } from '../access/person-names';
import type { RequestsRepository } from '../requests/requests.repository';
import type { RatingsRepository } from './ratings.repository';

export interface RatingsServiceDeps {
  access: CareAccess;
  requests: RequestsRepository;
  ratings: RatingsRepository;
  now: () => Date;
}

export type RatingsService = ReturnType<typeof createRatingsService>;

/** Owners rate a sitter once per booking, after it has taken place (spec sections 3 and 5). */
export function createRatingsService({ access, requests, ratings, now }: RatingsServiceDeps) {
  return {
    async rate(user: SessionUser, id: string, input: Required<RateSitterInput>): Promise<SitterRatingCreated> {
      const owner = await access.requireOwner(user);
      const doc = await requests.findOfOwner(new ObjectId(id), owner._id);
      if (!doc) throw new NotFound(careMessages.requestNotFound);
      const at = now();
      if (doc.status !== 'accepted' || at < doc.endsAt) throw new Conflict(careMessages.notRatable, 'not_ratable');
      const review = {
        _id: new ObjectId(),
        appointmentId: doc._id,
        petSitterId: doc.petSitterId,
        petOwnerId: owner._id,
        rating: input.rating,
        feedback: input.feedback,
        createdAt: at,
      };
      if (!(await ratings.insertOnce(review))) throw new Conflict(careMessages.alreadyRated, 'already_rated');
      return {
        review: {
          id: review._id.toHexString(),
          rating: review.rating,
          feedback: review.feedback,
          author: firstNameOf(owner.fullName),
          createdAt: at.toISOString(),
        },
      };
    },
  };
}
