import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { RateBookingInput, type BookingRatingCreated } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { RatingsService } from './ratings.service';

/** POST /requests/:id/rating: the owner rates the sitter of a booking that has taken place (once). */
export function createRatingRoutes(ratings: RatingsService) {
  return new Hono<AppEnv>().post(
    '/requests/:id/rating',
    requireUser,
    validate('param', IdParams),
    validate('json', RateBookingInput),
    async (c) => {
      const body: BookingRatingCreated = await ratings.rate(
        signedInUser(c.get('user')),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(body, 201);
    },
  );
}
