import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  BookStylingInput,
  StylingScopeQuery,
  StylistBreakInput,
  StylistCancelInput,
  StylistHolidayInput,
  StylistScheduleInput,
  StylistSearchQuery,
  StylistSettingsInput,
  StylistSlotsQuery,
  type StylingAppointmentCreated,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { jsonOnce } from '../../lib/json-once';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { StylistPracticeService } from './stylist-practice.service';
import type { StylistsService } from './stylists.service';
import { ratingRoute } from '../ratings/ratings.routes';

/**
 * Stylists, for any signed-in user: GET /stylists, /stylists/:id, /stylists/:id/availability, /stylists/:id/slots. Owners:
 * POST /stylist-appointments (Idempotency-Key), GET /stylist-appointments, POST /stylist-appointments/:id/cancel,
 * POST /stylist-appointments/:id/rating (once completed).
 */
export function createStylistRoutes(db: DataPort, stylists: StylistsService) {
  const perUser = (name: string) =>
    idempotency(db, { scope: (c) => `care.${name}:${(c.get('user') as { id: string } | null)?.id ?? ''}` });

  return new Hono<AppEnv>()
    .get('/stylists', requireUser, validate('query', StylistSearchQuery), async (c) =>
      c.json(await stylists.search(c.req.valid('query'))),
    )
    .get('/stylists/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await stylists.detail(c.req.valid('param').id)),
    )
    .get('/stylists/:id/availability', requireUser, validate('param', IdParams), async (c) =>
      jsonOnce(c, await stylists.availability(c.req.valid('param').id)),
    )
    .get(
      '/stylists/:id/slots',
      requireUser,
      validate('param', IdParams),
      validate('query', StylistSlotsQuery),
      async (c) => jsonOnce(c, await stylists.slots(c.req.valid('param').id, c.req.valid('query').date)),
    )
    .post(
      '/stylist-appointments',
      requireUser,
      validate('json', BookStylingInput),
      perUser('styling.book'),
      async (c) => {
        const body: StylingAppointmentCreated = {
          appointment: await stylists.book(signedInUser(c.get('user')), c.req.valid('json')),
        };
        return c.json(body, 201);
      },
    )
    .get('/stylist-appointments', requireUser, validate('query', StylingScopeQuery), async (c) =>
      c.json(await stylists.listOfOwner(signedInUser(c.get('user')), c.req.valid('query').scope)),
    )
    .post('/stylist-appointments/:id/cancel', requireUser, validate('param', IdParams), async (c) => {
      const appointment = await stylists.cancelByOwner(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json({ appointment });
    })
    .route('/', ratingRoute('/stylist-appointments/:id/rating', stylists.rate));
}

const ScheduleParams = IdParams;

/** The stylist's practice, mounted at /stylist-practice: only the signed-in stylist's own data. */
export function createStylistPracticeRoutes(db: DataPort, practice: StylistPracticeService) {
  const perUser = (name: string) =>
    idempotency(db, { scope: (c) => `care.${name}:${(c.get('user') as { id: string } | null)?.id ?? ''}` });

  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await practice.practice(c.get('user'))))
    .post('/schedules', requireUser, validate('json', StylistScheduleInput), perUser('stylist.schedule'), async (c) =>
      c.json(await practice.addSchedule(c.get('user'), c.req.valid('json')), 201),
    )
    .put(
      '/schedules/:id',
      requireUser,
      validate('param', ScheduleParams),
      validate('json', StylistScheduleInput),
      async (c) => c.json(await practice.updateSchedule(c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/schedules/:id', requireUser, validate('param', ScheduleParams), async (c) =>
      c.json(await practice.deleteSchedule(c.get('user'), c.req.valid('param').id)),
    )
    .post(
      '/schedules/:id/breaks',
      requireUser,
      validate('param', ScheduleParams),
      validate('json', StylistBreakInput),
      perUser('stylist.break'),
      async (c) => c.json(await practice.addBreak(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .delete('/breaks/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await practice.deleteBreak(c.get('user'), c.req.valid('param').id)),
    )
    .post('/holidays', requireUser, validate('json', StylistHolidayInput), perUser('stylist.holiday'), async (c) =>
      c.json(await practice.addHoliday(c.get('user'), c.req.valid('json')), 201),
    )
    .delete('/holidays/:id', requireUser, validate('param', IdParams), async (c) =>
      c.json(await practice.deleteHoliday(c.get('user'), c.req.valid('param').id)),
    )
    .put('/settings', requireUser, validate('json', StylistSettingsInput), async (c) =>
      c.json(await practice.saveSettings(c.get('user'), c.req.valid('json'))),
    )
    .get('/appointments', requireUser, validate('query', StylingScopeQuery), async (c) =>
      c.json(await practice.appointments(c.get('user'), c.req.valid('query').scope)),
    )
    .post(
      '/appointments/:id/cancel',
      requireUser,
      validate('param', IdParams),
      validate('json', StylistCancelInput),
      async (c) => {
        const { id } = c.req.valid('param');
        const appointment = await practice.cancel(c.get('user'), id, c.req.valid('json').reason);
        return c.json({ appointment });
      },
    );
}
