import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  CreateTrainingAppointmentInput,
  DeclineTrainingInput,
  TrainerAppointmentsQuery,
  TrainerBreakInput,
  TrainerHolidayInput,
  TrainerScheduleInput,
  TrainerSearchQuery,
  TrainerSettingsInput,
  TrainerSlotsQuery,
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
import { jsonOnce } from '../../lib/json-once';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { OwnerTrainingService } from './owner-training.service';
import type { TrainerCalendarService } from './trainer-calendar.service';
import type { TrainerPracticeService } from './trainer-practice.service';
import type { TrainersService } from './trainers.service';
import { ratingRoute } from '../ratings/ratings.routes';

export interface TrainerRoutesDeps {
  db: DataPort;
  trainers: TrainersService;
  bookings: OwnerTrainingService;
  practice: TrainerPracticeService;
  calendar: TrainerCalendarService;
}

/**
 * GET /trainers, /trainers/:id, /trainers/:id/availability, /trainers/:id/slots (any signed-in user); the owner's training sessions: POST /training-appointments
 * (Idempotency-Key), GET, POST /:id/cancel, POST /:id/rating (once completed); the trainer's: GET /trainer-practice/appointments, POST
 * /:id/accept, POST /:id/decline, and their calendar under /trainer-practice (decision 093): GET /, schedules,
 * breaks, holidays, settings.
 */
export function createTrainerRoutes({ db, trainers, bookings, practice, calendar }: TrainerRoutesDeps) {
  const perUser = (name: string) =>
    idempotency(db, { scope: (c) => `care.${name}:${(c.get('user') as { id: string } | null)?.id ?? ''}` });
  const bookOnce = perUser('training');

  return new Hono<AppEnv>()
    .get('/trainers', requireUser, validate('query', TrainerSearchQuery), async (c) => {
      const body: TrainerList = await trainers.search(c.req.valid('query'));
      return c.json(body);
    })
    .get('/trainers/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await trainers.detail(c.req.valid('param').id)),
    )
    .get('/trainers/:id/availability', requireUser, validate('param', IdParams), async (c) =>
      jsonOnce(c, await trainers.availability(c.req.valid('param').id)),
    )
    .get(
      '/trainers/:id/slots',
      requireUser,
      validate('param', IdParams),
      validate('query', TrainerSlotsQuery),
      async (c) => jsonOnce(c, await trainers.slots(c.req.valid('param').id, c.req.valid('query').date)),
    )
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
    )
    .get('/trainer-practice', requireUser, async (c) => c.json(await calendar.practice(c.get('user'))))
    .post(
      '/trainer-practice/schedules',
      requireUser,
      validate('json', TrainerScheduleInput),
      perUser('trainer.schedule'),
      async (c) => c.json(await calendar.addSchedule(c.get('user'), c.req.valid('json')), 201),
    )
    .put(
      '/trainer-practice/schedules/:id',
      requireUser,
      validate('param', IdParams),
      validate('json', TrainerScheduleInput),
      async (c) => c.json(await calendar.updateSchedule(c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/trainer-practice/schedules/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await calendar.deleteSchedule(c.get('user'), c.req.valid('param').id)),
    )
    .post(
      '/trainer-practice/schedules/:id/breaks',
      requireUser,
      validate('param', IdParams),
      validate('json', TrainerBreakInput),
      perUser('trainer.break'),
      async (c) => c.json(await calendar.addBreak(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .delete('/trainer-practice/breaks/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await calendar.deleteBreak(c.get('user'), c.req.valid('param').id)),
    )
    .post(
      '/trainer-practice/holidays',
      requireUser,
      validate('json', TrainerHolidayInput),
      perUser('trainer.holiday'),
      async (c) => c.json(await calendar.addHoliday(c.get('user'), c.req.valid('json')), 201),
    )
    .delete('/trainer-practice/holidays/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await calendar.deleteHoliday(c.get('user'), c.req.valid('param').id)),
    )
    .put('/trainer-practice/settings', requireUser, validate('json', TrainerSettingsInput), async (c) =>
      c.json(await calendar.saveSettings(c.get('user'), c.req.valid('json'))),
    );
}
