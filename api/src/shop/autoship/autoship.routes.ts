import { Hono, type MiddlewareHandler } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { requireUser } from '../../auth';
import {
  autoshipMessages,
  CreateAutoshipInput,
  IdParams,
  shopMessages,
  UpdateAutoshipInput,
  type AutoshipAnswer,
  type AutoshipList,
  type AutoshipOrderAnswer,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { Forbidden } from '../../errors';
import { idempotency, requireIdempotencyKey } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import type { AutoshipService } from './autoship.service';

/** Signed in (401 otherwise) as a pet owner (403 otherwise). */
const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role !== 'pet_owner') throw new Forbidden(autoshipMessages.ownersOnly, 'not_a_pet_owner');
  await next();
};

/** Setting up and ordering now are safe to retry only with a key. */
const requireKey = requireIdempotencyKey(shopMessages.idempotencyKeyRequired);

/** /autoship (pet owners): their own Autoships only; another owner's is "not found". */
export function createAutoshipRoutes(
  db: DataPort,
  autoship: AutoshipService,
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>,
) {
  const ownerOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);
  const keyed = (name: string) =>
    [requireKey, idempotency(db, { scope: (c) => `shop.autoship.${name}:${c.get('user')?.id ?? ''}` })] as const;
  const idOf = (id: string) => new ObjectId(id);

  const act = (action: 'skip' | 'pause' | 'resume' | 'cancel') =>
    new Hono<AppEnv>().post(`/autoship/:id/${action}`, validate('param', IdParams), async (c) => {
      const body: AutoshipAnswer = {
        autoship: await autoship[action](ownerOf(c.get('user')), idOf(c.req.valid('param').id)),
      };
      return c.json(body);
    });

  return new Hono<AppEnv>()
    .use('/autoship', requireUser, requireOwner)
    .use('/autoship/*', requireUser, requireOwner)
    .get('/autoship', async (c) => {
      const body: AutoshipList = { autoships: await autoship.list(ownerOf(c.get('user'))) };
      return c.json(body);
    })
    .post('/autoship', ...keyed('create'), validate('json', CreateAutoshipInput), async (c) => {
      const origin = env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY);
      const body: AutoshipAnswer = {
        autoship: await autoship.create(ownerOf(c.get('user')), c.req.valid('json'), origin),
      };
      return c.json(body, 201);
    })
    .patch('/autoship/:id', validate('param', IdParams), validate('json', UpdateAutoshipInput), async (c) => {
      const body: AutoshipAnswer = {
        autoship: await autoship.update(ownerOf(c.get('user')), idOf(c.req.valid('param').id), c.req.valid('json')),
      };
      return c.json(body);
    })
    .post('/autoship/:id/order-now', ...keyed('order-now'), validate('param', IdParams), async (c) => {
      const body: AutoshipOrderAnswer = await autoship.orderNow(ownerOf(c.get('user')), idOf(c.req.valid('param').id));
      return c.json(body, 201);
    })
    .route('/', act('skip'))
    .route('/', act('pause'))
    .route('/', act('resume'))
    .route('/', act('cancel'));
}
