import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { AlertSettingsInput } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { sessionUserId } from '../session-user';
import type { AlertsService } from './alerts.service';

/** /alert-settings: the signed-in user's nearby alerts (radius 1 to 25 km around a point, on or off). */
export function createAlertRoutes(alerts: AlertsService) {
  return new Hono<AppEnv>()
    .get('/alert-settings', requireUser, async (c) => c.json(await alerts.settings(sessionUserId(c.get('user')))))
    .put('/alert-settings', requireUser, validate('json', AlertSettingsInput), async (c) =>
      c.json(await alerts.save(sessionUserId(c.get('user')), c.req.valid('json'))),
    );
}
