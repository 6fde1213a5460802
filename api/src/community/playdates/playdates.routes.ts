import { Hono, type Context } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  imageUrl,
  CreatePlaydateRequestInput,
  PlaydateProfileInput,
  PlaydateSuggestionsQuery,
  type MyPlaydatePets,
  type PlaydateProfileAnswer,
  type PlaydateProfileRemoved,
  type PlaydateRequestAnswer,
  type PlaydateRequestList,
  type PlaydateSuggestions,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { Unauthorized } from '../../errors';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams } from '../access/community-access';
import type { PlaydateProfilesService } from './playdate-profiles.service';
import type { PlaydateRequestsService } from './playdate-requests.service';

/** The signed-in user behind `requireUser`. */
function userIdOf(c: Context<AppEnv>): ObjectId {
  const user = c.get('user');
  if (!user) throw new Unauthorized('Please log in to continue.');
  return new ObjectId(user.id);
}

/**
 * /playdates: PawfectMatch, for signed-in users only (guests 401; the screen explains it to them). A listing
 * belongs to its dog's owner; a request to its two owners (anyone else: 404). Sending takes an Idempotency-Key.
 */
export function createPlaydateRoutes(
  db: DataPort,
  profiles: PlaydateProfilesService,
  requests: PlaydateRequestsService,
) {
  return new Hono<AppEnv>()
    .use('/playdates/*', requireUser)
    .get('/playdates/mine', async (c) => {
      const body: MyPlaydatePets = await profiles.mine(userIdOf(c));
      return c.json(body);
    })
    .put('/playdates/profiles/:id', validate('param', IdParams), validate('json', PlaydateProfileInput), async (c) => {
      const body: PlaydateProfileAnswer = {
        profile: await profiles.save(userIdOf(c), c.req.valid('param').id, c.req.valid('json')),
      };
      return c.json(body);
    })
    .delete('/playdates/profiles/:id', validate('param', IdParams), async (c) => {
      await profiles.remove(userIdOf(c), c.req.valid('param').id);
      const body: PlaydateProfileRemoved = { removed: true };
      return c.json(body);
    })
    .get('/playdates/suggestions', validate('query', PlaydateSuggestionsQuery), async (c) => {
      const { petId, radiusKm } = c.req.valid('query');
      const body: PlaydateSuggestions = await profiles.suggestions(userIdOf(c), new ObjectId(petId), radiusKm);
      return c.json(body);
    })
    .get('/playdates/pets/:id/photo', validate('param', IdParams), async (c) => {
      // The dog's photo lives in the image pipeline (decision 083): its 640 px width, cached there.
      const photo = await profiles.photo(c.req.valid('param').id);
      return c.redirect(imageUrl(photo.id, 640), 302);
    })
    .get('/playdates/requests', async (c) => {
      const body: PlaydateRequestList = await requests.list(userIdOf(c));
      return c.json(body);
    })
    .post(
      '/playdates/requests',
      idempotency(db, { scope: (c) => `community.playdate-request:${c.get('user')?.id ?? ''}` }),
      validate('json', CreatePlaydateRequestInput),
      async (c) => {
        const body: PlaydateRequestAnswer = { request: await requests.create(userIdOf(c), c.req.valid('json')) };
        return c.json(body, 201);
      },
    )
    .post('/playdates/requests/:id/accept', validate('param', IdParams), async (c) => {
      const body: PlaydateRequestAnswer = { request: await requests.accept(userIdOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .post('/playdates/requests/:id/decline', validate('param', IdParams), async (c) => {
      const body: PlaydateRequestAnswer = { request: await requests.decline(userIdOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .post('/playdates/requests/:id/cancel', validate('param', IdParams), async (c) => {
      const body: PlaydateRequestAnswer = { request: await requests.cancel(userIdOf(c), c.req.valid('param').id) };
      return c.json(body);
    });
}
