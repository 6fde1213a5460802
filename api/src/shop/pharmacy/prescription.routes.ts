import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser, type AuthFacade } from '../../auth';
import { AttachPrescriptionInput, IdParams, imageUrl, type OrderPrescriptionAnswer } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { createVerifiedPharmacist } from './prescription-photos';
import type { PrescriptionsService } from './prescriptions.service';

/** /orders/:id/prescription (signed in): the buyer's side; the image's old address also for pharmacists. */
export function createPrescriptionRoutes(prescriptions: PrescriptionsService, providers: AuthFacade['providers']) {
  const userIdOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);
  const isVerifiedPharmacist = createVerifiedPharmacist(providers);

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
      // The image moved to the pipeline as a private image (decision 098): its old address redirects there.
      const user = c.get('user')!;
      const photo = await prescriptions.photo(
        { id: new ObjectId(user.id), pharmacist: await isVerifiedPharmacist(user) },
        new ObjectId(c.req.valid('param').id),
      );
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(imageUrl(photo.id, photo.widths.at(-1) ?? photo.width), 302);
    });
}
