import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  SitterHolidayInput,
  SitterSettingsInput,
  type SitterAvailability,
  type SitterCalendar,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams } from '../access/care-access';
import type { SitterCalendarService } from './sitter-calendar.service';

/**
 * A sitter's days off (decision 107): GET /sitters/:id/availability for owners, and the sitter's own
 * GET /practice/calendar, POST/DELETE /practice/holidays, PUT /practice/settings.
 */
export function createSitterCalendarRoutes(db: DataPort, calendar: SitterCalendarService) {
  const addOnce = idempotency(db, {
    scope: (c) => `care.sitter.holiday:${(c.get('user') as { id: string } | null)?.id ?? ''}`,
  });
  return new Hono<AppEnv>()
    .get('/sitters/:id/availability', requireUser, validate('param', IdParams), async (c) => {
      const body: SitterAvailability = await calendar.availability(c.req.valid('param').id);
      return c.json(body);
    })
    .get('/practice/calendar', requireUser, async (c) => {
      const body: SitterCalendar = await calendar.practice(c.get('user'));
      return c.json(body);
    })
    .post('/practice/holidays', requireUser, validate('json', SitterHolidayInput), addOnce, async (c) => {
      const body: SitterCalendar = await calendar.addHoliday(c.get('user'), c.req.valid('json'));
      return c.json(body, 201);
    })
    .delete('/practice/holidays/:id', requireUser, validate('param', IdParams), async (c) => {
      const body: SitterCalendar = await calendar.deleteHoliday(c.get('user'), c.req.valid('param').id);
      return c.json(body);
    })
    .put('/practice/settings', requireUser, validate('json', SitterSettingsInput), async (c) => {
      const body: SitterCalendar = await calendar.saveSettings(c.get('user'), c.req.valid('json'));
      return c.json(body);
    });
}
