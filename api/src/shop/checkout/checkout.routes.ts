import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { requireUser } from '../../auth';
import { CheckoutInput, shopMessages, type OrderAnswer } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency, requireIdempotencyKey } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import type { CheckoutService } from './checkout.service';

/** Placing an order must be safe to retry, so the key is not optional here. */
const requireKey = requireIdempotencyKey(shopMessages.idempotencyKeyRequired);

/** POST /checkout (signed in, Idempotency-Key required): a retry replays the first answer. */
export function createCheckoutRoutes(
  db: DataPort,
  checkout: CheckoutService,
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>,
) {
  return new Hono<AppEnv>().post(
    '/checkout',
    requireUser,
    requireKey,
    idempotency(db, { scope: (c) => `shop.checkout:${c.get('user')?.id ?? ''}` }),
    validate('json', CheckoutInput),
    async (c) => {
      const { shippingAddress, paymentMethodId } = c.req.valid('json');
      const body: OrderAnswer = {
        order: await checkout.checkout(new ObjectId(c.get('user')!.id), {
          shippingAddress,
          paymentMethodId,
          idempotencyKey: c.req.header('idempotency-key')!,
          origin: env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY),
        }),
      };
      return c.json(body, 201);
    },
  );
}
