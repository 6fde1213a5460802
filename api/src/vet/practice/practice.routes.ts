import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  AppointmentsQuery,
  BreakInput,
  HolidayInput,
  IdParams,
  PracticeSettingsInput,
  ScheduleInput,
  VisitNotesInput,
  type PracticeItemDeleted,
} from '@petpal/contracts';
import { requireUser } from '../../auth';
import { validate } from '../../lib/validate';
import { signedInUser } from '../access/vet-access.service';
import type { PracticeService } from './practice.service';

const deleted: PracticeItemDeleted = { deleted: true };

/** The vet's own practice under /api/vet/practice: a veterinary_doctor with a record, else 403. */
export function createPracticeRoutes(practice: PracticeService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await practice.practice(signedInUser(c.get('user')))))
    .put('/settings', validate('json', PracticeSettingsInput), async (c) =>
      c.json(await practice.saveSettings(signedInUser(c.get('user')), c.req.valid('json'))),
    )
    .post('/schedules', validate('json', ScheduleInput), async (c) =>
      c.json(await practice.addSchedule(signedInUser(c.get('user')), c.req.valid('json')), 201),
    )
    .put('/schedules/:id', validate('param', IdParams), validate('json', ScheduleInput), async (c) => {
      const user = signedInUser(c.get('user'));
      return c.json(await practice.updateSchedule(user, c.req.valid('param').id, c.req.valid('json')));
    })
    .delete('/schedules/:id', validate('param', IdParams), async (c) => {
      await practice.deleteSchedule(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json(deleted);
    })
    .post('/schedules/:id/breaks', validate('param', IdParams), validate('json', BreakInput), async (c) => {
      const user = signedInUser(c.get('user'));
      return c.json(await practice.addBreak(user, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .delete('/breaks/:id', validate('param', IdParams), async (c) => {
      await practice.deleteBreak(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json(deleted);
    })
    .post('/holidays', validate('json', HolidayInput), async (c) =>
      c.json(await practice.addHoliday(signedInUser(c.get('user')), c.req.valid('json')), 201),
    )
    .delete('/holidays/:id', validate('param', IdParams), async (c) => {
      await practice.deleteHoliday(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json(deleted);
    })
    .get('/appointments', validate('query', AppointmentsQuery), async (c) =>
      c.json(await practice.appointments(signedInUser(c.get('user')), c.req.valid('query').scope)),
    )
    .post('/appointments/:id/confirm', validate('param', IdParams), async (c) =>
      c.json(await practice.confirm(signedInUser(c.get('user')), c.req.valid('param').id)),
    )
    .post('/appointments/:id/cancel', validate('param', IdParams), async (c) =>
      c.json(await practice.cancel(signedInUser(c.get('user')), c.req.valid('param').id)),
    )
    .put('/appointments/:id/notes', validate('param', IdParams), validate('json', VisitNotesInput), async (c) => {
      const user = signedInUser(c.get('user'));
      return c.json(await practice.saveNotes(user, c.req.valid('param').id, c.req.valid('json')));
    });
}
