import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  CreateTrainingAppointmentInput,
  DeclineTrainingInput,
  TrainerAppointmentsQuery,
  TrainerSearchQuery,
  TrainingAppointmentsQuery,
  type OwnerTrainingAppointmentList,
  type OwnerTrainingAppointmentUpdated,
  type TrainerAppointmentList,
  type TrainerAppointmentUpdated,
  type TrainerList,
  type TrainingAppointmentCreated,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { OwnerTrainingService } from './owner-training.service';
import type { TrainerPracticeService } from './trainer-practice.service';
import type { TrainersService } from './trainers.service';
import { ratingRoute } from '../ratings/ratings.routes';

export interface TrainerRoutesDeps {
  db: DataPort;
  trainers: TrainersService;
  bookings: OwnerTrainingService;
  practice: TrainerPracticeService;
}

/**
 * GET /trainers (any signed-in user); the owner's training sessions: POST /training-appointments
 * (Idempotency-Key), GET, POST /:id/cancel, POST /:id/rating (once completed); the trainer's: GET /trainer-practice/appointments, POST
 * /:id/accept, POST /:id/decline.
 */
export function createTrainerRoutes({ db, trainers, bookings, practice }: TrainerRoutesDeps) {
  const bookOnce = idempotency(db, {
    scope: (c) => `care.training:${(c.get('user') as { id: string } | null)?.id ?? ''}`,
  });

  return new Hono<AppEnv>()
    .get('/trainers', requireUser, validate('query', TrainerSearchQuery), async (c) => {
      const body: TrainerList = await trainers.search(c.req.valid('query'));
      return c.json(body);
    })
    .post(
      '/training-appointments',
      requireUser,
      validate('json', CreateTrainingAppointmentInput),
      bookOnce,
      async (c) => {
        const body: TrainingAppointmentCreated = {
          appointment: await bookings.create(signedInUser(c.get('user')), c.req.valid('json')),
        };
        return c.json(body, 201);
      },
    )
    .get('/training-appointments', requireUser, validate('query', TrainingAppointmentsQuery), async (c) => {
      const body: OwnerTrainingAppointmentList = await bookings.list(
        signedInUser(c.get('user')),
        c.req.valid('query').scope,
      );
      return c.json(body);
    })
    .post('/training-appointments/:id/cancel', requireUser, validate('param', IdParams), async (c) => {
      const body: OwnerTrainingAppointmentUpdated = {
        appointment: await bookings.cancel(signedInUser(c.get('user')), c.req.valid('param').id),
      };
      return c.json(body);
    })
    .route('/', ratingRoute('/training-appointments/:id/rating', bookings.rate))
    .get('/trainer-practice/appointments', requireUser, validate('query', TrainerAppointmentsQuery), async (c) => {
      const body: TrainerAppointmentList = await practice.list(signedInUser(c.get('user')), c.req.valid('query').scope);
      return c.json(body);
    })
    .post('/trainer-practice/appointments/:id/accept', requireUser, validate('param', IdParams), async (c) => {
      const body: TrainerAppointmentUpdated = {
        appointment: await practice.accept(signedInUser(c.get('user')), c.req.valid('param').id),
      };
      return c.json(body);
    })
    .post(
      '/trainer-practice/appointments/:id/decline',
      requireUser,
      validate('param', IdParams),
      validate('json', DeclineTrainingInput),
      async (c) => {
        const body: TrainerAppointmentUpdated = {
          appointment: await practice.decline(
            signedInUser(c.get('user')),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        };
        return c.json(body);
      },
    );
}
