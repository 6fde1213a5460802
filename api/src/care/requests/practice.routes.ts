import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  DeclineBookingRequestInput,
  SitterBookingRequestsQuery,
  type SitterBookingRequestList,
  type SitterBookingRequestUpdated,
} from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { SitterRequestsService } from './sitter-requests.service';

/** The sitter's inbox (mounted at /practice): list, accept, decline with a reason. */
export function createPracticeRoutes(inbox: SitterRequestsService) {
  return new Hono<AppEnv>()
    .get('/requests', requireUser, validate('query', SitterBookingRequestsQuery), async (c) => {
      const body: SitterBookingRequestList = await inbox.list(signedInUser(c.get('user')), c.req.valid('query').scope);
      return c.json(body);
    })
    .post('/requests/:id/accept', requireUser, validate('param', IdParams), async (c) => {
      const body: SitterBookingRequestUpdated = {
        request: await inbox.accept(signedInUser(c.get('user')), c.req.valid('param').id),
      };
      return c.json(body);
    })
    .post(
      '/requests/:id/decline',
      requireUser,
      validate('param', IdParams),
      validate('json', DeclineBookingRequestInput),
      async (c) => {
        const body: SitterBookingRequestUpdated = {
          request: await inbox.decline(signedInUser(c.get('user')), c.req.valid('param').id, c.req.valid('json')),
        };
        return c.json(body);
      },
    );
}
