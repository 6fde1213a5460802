import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser, type AuthFacade } from '../../auth';
import { Forbidden } from '../../errors';
import { AttachPrescriptionInput, IdParams, type OrderPrescriptionAnswer } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { PrescriptionsService } from './prescriptions.service';

/** /orders/:id/prescription (signed in): the buyer's side; the image also for pharmacists. */
export function createPrescriptionRoutes(prescriptions: PrescriptionsService, providers: AuthFacade['providers']) {
  const userIdOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);
  /** Only a verified pharmacist reads other people's prescriptions (docs/decisions/052). */
  const isVerifiedPharmacist = (user: AppEnv['Variables']['user']) =>
    user?.role === 'pharmacist'
      ? providers
          .requireVerified(user, 'pharmacist', () => new Forbidden())
          .then(
            () => true,
            () => false,
          )
      : Promise.resolve(false);

  return new Hono<AppEnv>()
    .get('/orders/:id/prescription', requireUser, validate('param', IdParams), async (c) => {
      const body: OrderPrescriptionAnswer = await prescriptions.get(
        userIdOf(c.get('user')),
        new ObjectId(c.req.valid('param').id),
      );
      return c.json(body);
    })
    .post(
      '/orders/:id/prescription',
      requireUser,
      validate('param', IdParams),
      validate('json', AttachPrescriptionInput),
      async (c) => {
        const body: OrderPrescriptionAnswer = await prescriptions.attach(
          userIdOf(c.get('user')),
          new ObjectId(c.req.valid('param').id),
          c.req.valid('json'),
        );
        return c.json(body, 201);
      },
    )
    .get('/orders/:id/prescription/image', requireUser, validate('param', IdParams), async (c) => {
      const user = c.get('user')!;
      const image = await prescriptions.image(
        { id: new ObjectId(user.id), pharmacist: await isVerifiedPharmacist(user) },
        new ObjectId(c.req.valid('param').id),
      );
      c.header('Content-Type', image.contentType);
      // A prescription is private: never kept by shared caches.
      c.header('Cache-Control', 'private, no-store');
      return c.body(image.bytes as Uint8Array<ArrayBuffer>);
    });
}
