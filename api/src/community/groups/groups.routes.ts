import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { CreateGroupInput, GroupListQuery, type GroupAnswer, type GroupList } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams, type ViewerOf } from '../access/community-access';
import type { GroupsService } from './groups.service';

/** /groups: list (anyone), one group (anyone), create, join and leave (signed in). */
export function createGroupRoutes(db: DataPort, groups: GroupsService, viewerOf: ViewerOf) {
  return new Hono<AppEnv>()
    .get('/groups', validate('query', GroupListQuery), async (c) => {
      const body: GroupList = { groups: await groups.list(await viewerOf(c), c.req.valid('query')) };
      return c.json(body);
    })
    .post(
      '/groups',
      requireUser,
      idempotency(db, { scope: (c) => `community.group:${c.get('user')?.id ?? ''}` }),
      validate('json', CreateGroupInput),
      async (c) => {
        const body: GroupAnswer = { group: await groups.create(await viewerOf(c), c.req.valid('json')) };
        return c.json(body, 201);
      },
    )
    .get('/groups/:id', validate('param', IdParams), async (c) => {
      const body: GroupAnswer = { group: await groups.get(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .put('/groups/:id/membership', requireUser, validate('param', IdParams), async (c) => {
      const body: GroupAnswer = { group: await groups.join(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .delete('/groups/:id/membership', requireUser, validate('param', IdParams), async (c) => {
      const body: GroupAnswer = { group: await groups.leave(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    });
}
