import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  AppointmentsQuery,
  BookAppointmentInput,
  IdParams,
  PayAppointmentInput,
  RateAppointmentInput,
} from '@petpal/contracts';
import { requireUser } from '../../auth';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { signedInUser } from '../access/vet-access.service';
import type { BookingService } from './booking.service';
import type { OwnerAppointmentsService } from './owner-appointments.service';

/** The signed-in owner's bookings: book (Idempotency-Key), list, cancel, pay (Idempotency-Key), rate, notes. */
export function createBookingRoutes(db: DataPort, booking: BookingService, owner: OwnerAppointmentsService) {
  const perUser = (name: string) =>
    idempotency(db, { scope: (c) => `vet.${name}:${(c.get('user') as { id: string } | null)?.id ?? ''}` });

  return new Hono<AppEnv>()
    .post('/appointments', requireUser, validate('json', BookAppointmentInput), perUser('book'), async (c) => {
      const appointment = await booking.book(signedInUser(c.get('user')), c.req.valid('json'));
      return c.json({ appointment }, 201);
    })
    .get('/appointments', requireUser, validate('query', AppointmentsQuery), async (c) =>
      c.json(await owner.list(signedInUser(c.get('user')), c.req.valid('query').scope)),
    )
    .post('/appointments/:id/cancel', requireUser, validate('param', IdParams), async (c) => {
      const appointment = await owner.cancel(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json({ appointment });
    })
    .post(
      '/appointments/:id/pay',
      requireUser,
      validate('param', IdParams),
      validate('json', PayAppointmentInput),
      perUser('pay'),
      async (c) => {
        const user = signedInUser(c.get('user'));
        const appointment = await owner.pay(user, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ appointment });
      },
    )
    .post(
      '/appointments/:id/rating',
      requireUser,
      validate('param', IdParams),
      validate('json', RateAppointmentInput),
      async (c) => {
        const user = signedInUser(c.get('user'));
        return c.json(await owner.rate(user, c.req.valid('param').id, c.req.valid('json')), 201);
      },
    )
    .get('/visit-notes', requireUser, async (c) => c.json(await owner.visitNotes(signedInUser(c.get('user')))));
}
