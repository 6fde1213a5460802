import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../app-env';
import { AddPaymentMethodInput, ObjectIdString } from '@petpal/contracts';
import { Unauthorized } from '../../errors';
import { idempotency } from '../../lib/idempotency';
import { createRateLimiter } from '../../lib/rate-limit';
import { cardEntryConfig } from '../../payments';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { requireUser } from '../sessions/session.middleware';
import { createPaymentMethodsRepository } from './payment-methods.repository';
import { ADD_PAYMENT_METHOD_LIMIT, createPaymentMethodsService } from './payment-methods.service';

const MethodParam = z.strictObject({ id: ObjectIdString });

function userIdOf(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new Unauthorized('Please log in to continue.');
  return user.id;
}

/**
 * The signed-in user's saved payment methods (cards and UPI ids). A card arrives as the payment method id the
 * provider's element answered in the browser, never as a number (decision 051); `card-entry` tells the browser
 * which element to mount. Adding takes an Idempotency-Key, per user: a retried add replays the first answer
 * instead of saving the method twice.
 */
export function createPaymentMethodsRoutes({ db, provider, env }: AuthDeps) {
  const service = createPaymentMethodsService({
    repo: createPaymentMethodsRepository(db),
    provider,
    addLimiter: createRateLimiter(db, ADD_PAYMENT_METHOD_LIMIT),
  });
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await service.list(userIdOf(c))))
    .get('/card-entry', (c) => c.json(cardEntryConfig(env)))
    .post(
      '/',
      validate('json', AddPaymentMethodInput),
      idempotency(db, { scope: (c) => `auth.payment-methods:${userIdOf(c)}` }),
      async (c) => c.json(await service.add(userIdOf(c), c.req.valid('json')), 201),
    )
    .post('/:id/default', validate('param', MethodParam), async (c) =>
      c.json(await service.setDefault(userIdOf(c), c.req.valid('param').id)),
    )
    .delete('/:id', validate('param', MethodParam), async (c) =>
      c.json(await service.remove(userIdOf(c), c.req.valid('param').id)),
    );
}
