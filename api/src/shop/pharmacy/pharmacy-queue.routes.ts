import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser, type AuthFacade } from '../../auth';
import {
  PharmacyOrderParams,
  pharmacyMessages,
  RefusePrescriptionInput,
  type PharmacyQueue,
  type PharmacyQueueItemAnswer,
} from '@petpal/contracts';
import { Forbidden } from '../../errors';
import { validate } from '../../lib/validate';
import { requireVerified } from '../access/provider-guard';
import type { Pharmacist, PharmacyQueueService } from './pharmacy-queue.service';

/** /pharmacy (verified pharmacists; 401 guest, 403 otherwise): the queue and the review of one order's prescription. */
export function createPharmacyQueueRoutes(queue: PharmacyQueueService, providers: AuthFacade['providers']) {
  const requirePharmacist = requireVerified(
    providers,
    'pharmacist',
    () => new Forbidden(pharmacyMessages.pharmacistsOnly, 'not_a_pharmacist'),
  );
  const pharmacistOf = (user: AppEnv['Variables']['user']): Pharmacist => ({
    id: new ObjectId(user!.id),
    email: user!.email,
  });
  const orderIdOf = (id: string) => new ObjectId(id);

  return new Hono<AppEnv>()
    .use('/pharmacy/*', requireUser, requirePharmacist)
    .get('/pharmacy/queue', async (c) => {
      const body: PharmacyQueue = { items: await queue.queue() };
      return c.json(body);
    })
    .post('/pharmacy/orders/:id/ask-vet', validate('param', PharmacyOrderParams), async (c) => {
      const body: PharmacyQueueItemAnswer = {
        item: await queue.askVet(pharmacistOf(c.get('user')), orderIdOf(c.req.valid('param').id)),
      };
      return c.json(body);
    })
    .post('/pharmacy/orders/:id/approve', validate('param', PharmacyOrderParams), async (c) => {
      const body: PharmacyQueueItemAnswer = {
        item: await queue.approve(pharmacistOf(c.get('user')), orderIdOf(c.req.valid('param').id)),
      };
      return c.json(body);
    })
    .post(
      '/pharmacy/orders/:id/refuse',
      validate('param', PharmacyOrderParams),
      validate('json', RefusePrescriptionInput),
      async (c) => {
        const body: PharmacyQueueItemAnswer = {
          item: await queue.refuse(
            pharmacistOf(c.get('user')),
            orderIdOf(c.req.valid('param').id),
            c.req.valid('json').reason,
          ),
        };
        return c.json(body);
      },
    );
}
