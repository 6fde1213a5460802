import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { RateBookingInput, type BookingRatingCreated, type SessionUser } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { RatingsService } from './ratings.service';

/** A kind of care booking's `rate`: the owner's rating of the booking with that id (rate-booking.ts). */
type Rate = (user: SessionUser, id: string, input: Required<RateBookingInput>) => Promise<BookingRatingCreated>;

/** POST `path` (a booking's `/:id/rating`): the one rating route of every kind of care booking. */
export function ratingRoute(path: `/${string}/:id/rating`, rate: Rate) {
  return new Hono<AppEnv>().post(
    path,
    requireUser,
    validate('param', IdParams),
    validate('json', RateBookingInput),
    async (c) => c.json(await rate(signedInUser(c.get('user')), c.req.valid('param').id, c.req.valid('json')), 201),
  );
}

/** POST /requests/:id/rating: the owner rates the sitter of a booking that has taken place (once). */
export const createRatingRoutes = (ratings: RatingsService) => ratingRoute('/requests/:id/rating', ratings.rate);
