import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../app-env';
import {
  ObjectIdString,
  PetInput,
  RoleUpdateInput,
  type PetCreated,
  type PetDeleted,
  type SessionUser,
} from '@petpal/contracts';
import { Unauthorized } from '../../errors';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { requireUser } from '../sessions/session.middleware';
import { createUsersRepository } from '../users/users.repository';
import { createPetsRepository } from './pets.repository';
import { createPetsService } from './pets.service';
import { createProfilesRepository } from './profiles.repository';
import { createProfilesService } from './profiles.service';

const PetParams = z.strictObject({ id: ObjectIdString });

/** The signed-in user; requireUser runs first, so this narrows rather than decides. */
function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Unauthorized('Please log in to continue.');
  return user;
}

/** Role choice, the role's record (profile) and pets, all for the signed-in user only. */
export function createProfilesRoutes({ db, images }: AuthDeps) {
  const records = createProfilesRepository(db);
  const profiles = createProfilesService({ users: createUsersRepository(db), records, images });
  const pets = createPetsService({ records, pets: createPetsRepository(db), images });

  return new Hono<AppEnv>()
    .put('/role', requireUser, validate('json', RoleUpdateInput), async (c) => {
      const user = await profiles.chooseRole(userOf(c).id, c.req.valid('json').role);
      return c.json({ user });
    })
    .get('/profile', requireUser, async (c) => c.json(await profiles.get(userOf(c))))
    .put('/profile', requireUser, async (c) => {
      // The body's schema depends on the user's current role, so the service validates it.
      const body: unknown = await c.req.json().catch(() => undefined);
      return c.json(await profiles.save(userOf(c), body));
    })
    .get('/pets', requireUser, async (c) => c.json(await pets.list(userOf(c).id)))
    .post('/pets', requireUser, validate('json', PetInput), async (c) => {
      const pet = await pets.add(userOf(c).id, c.req.valid('json'));
      const body: PetCreated = { pet };
      return c.json(body, 201);
    })
    .delete('/pets/:id', requireUser, validate('param', PetParams), async (c) => {
      await pets.remove(userOf(c).id, c.req.valid('param').id);
      const body: PetDeleted = { deleted: true };
      return c.json(body);
    });
}
