import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  CreateBookingRequestInput,
  OwnerBookingRequestsQuery,
  type BookingRequestCreated,
  type OwnerBookingRequestList,
  type OwnerBookingRequestUpdated,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { OwnerRequestsService } from './owner-requests.service';

/** The owner's booking requests: send (Idempotency-Key), list, cancel. */
export function createOwnerRequestRoutes(db: DataPort, requests: OwnerRequestsService) {
  // Keys are per user, so two owners' retries never share an answer.
  const sendOnce = idempotency(db, {
    scope: (c) => `care.request:${(c.get('user') as { id: string } | null)?.id ?? ''}`,
  });

  return new Hono<AppEnv>()
    .post('/requests', requireUser, validate('json', CreateBookingRequestInput), sendOnce, async (c) => {
      const body: BookingRequestCreated = {
        request: await requests.create(signedInUser(c.get('user')), c.req.valid('json')),
      };
      return c.json(body, 201);
    })
    .get('/requests', requireUser, validate('query', OwnerBookingRequestsQuery), async (c) => {
      const body: OwnerBookingRequestList = await requests.list(
        signedInUser(c.get('user')),
        c.req.valid('query').scope,
      );
      return c.json(body);
    })
    .post('/requests/:id/cancel', requireUser, validate('param', IdParams), async (c) => {
      const body: OwnerBookingRequestUpdated = {
        request: await requests.cancel(signedInUser(c.get('user')), c.req.valid('param').id),
      };
      return c.json(body);
    });
}
