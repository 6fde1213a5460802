import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { requireUser } from '../../auth';
import {
  CheckoutInput,
  OrderSummaryQuery,
  shopMessages,
  type OrderAnswer,
  type OrderSummaryAnswer,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency, requireIdempotencyKey } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import type { CheckoutService } from './checkout.service';

/** Placing an order must be safe to retry, so the key is not optional here. */
const requireKey = requireIdempotencyKey(shopMessages.idempotencyKeyRequired);

/**
 * GET /checkout/summary?country= (signed in): the cart's subtotal, delivery, tax and total for that shipping
 * country. POST /checkout (signed in, Idempotency-Key required) charges exactly that total: a retry replays the
 * first answer.
 */
export function createCheckoutRoutes(
  db: DataPort,
  checkout: CheckoutService,
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>,
) {
  return new Hono<AppEnv>()
    .get('/checkout/summary', requireUser, validate('query', OrderSummaryQuery), async (c) => {
      const body: OrderSummaryAnswer = {
        summary: await checkout.summary(new ObjectId(c.get('user')!.id), c.req.valid('query').country),
      };
      return c.json(body);
    })
    .post(
      '/checkout',
      requireUser,
      requireKey,
      idempotency(db, { scope: (c) => `shop.checkout:${c.get('user')?.id ?? ''}` }),
      validate('json', CheckoutInput),
      async (c) => {
        const { shippingAddress, paymentMethodId, quotedTotalMinor } = c.req.valid('json');
        const body: OrderAnswer = {
          order: await checkout.checkout(new ObjectId(c.get('user')!.id), {
            shippingAddress,
            paymentMethodId,
            quotedTotalMinor,
            idempotencyKey: c.req.header('idempotency-key')!,
            origin: env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY),
          }),
        };
        return c.json(body, 201);
      },
    );
}
