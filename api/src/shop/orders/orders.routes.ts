import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { IdParams, type OrderAnswer, type OrderList } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { OrdersService } from './orders.service';

/** /orders (signed in): the buyer's own orders only. */
export function createOrderRoutes(orders: OrdersService) {
  const userIdOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);

  return new Hono<AppEnv>()
    .use('/orders', requireUser)
    .use('/orders/*', requireUser)
    .get('/orders', async (c) => {
      const body: OrderList = { orders: await orders.list(userIdOf(c.get('user'))) };
      return c.json(body);
    })
    .get('/orders/:id', validate('param', IdParams), async (c) => {
      const body: OrderAnswer = {
        order: await orders.get(userIdOf(c.get('user')), new ObjectId(c.req.valid('param').id)),
      };
      return c.json(body);
    })
    .post('/orders/:id/cancel', validate('param', IdParams), async (c) => {
      const body: OrderAnswer = {
        order: await orders.cancel(userIdOf(c.get('user')), new ObjectId(c.req.valid('param').id)),
      };
      return c.json(body);
    });
}
