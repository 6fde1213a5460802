import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { SitterSearchQuery, type SitterList, type SitterProfile } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { IdParams } from '../access/care-access';
import type { SittersService } from './sitters.service';

/** The sitter directory, for any signed-in user: GET /sitters?location=&service=&page=, GET /sitters/:id. */
export function createSitterRoutes(sitters: SittersService) {
  return new Hono<AppEnv>()
    .get('/sitters', requireUser, validate('query', SitterSearchQuery), async (c) => {
      const body: SitterList = await sitters.search(c.req.valid('query'));
      return c.json(body);
    })
    .get('/sitters/:id', requireUser, validate('param', IdParams), async (c) => {
      const body: SitterProfile = await sitters.profile(c.req.valid('param').id);
      return c.json(body);
    });
}
