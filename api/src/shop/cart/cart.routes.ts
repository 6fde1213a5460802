import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  CartItemParams,
  CountryQuery,
  MergeCartInput,
  SetCartItemInput,
  type CartAnswer,
  type CartCountAnswer,
} from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { CurrencyOf } from '../catalogue/viewer-currency';
import type { CartService } from './cart.service';

/** /cart (signed in): the stored cart. A guest's cart lives in the browser until POST /cart/merge. */
export function createCartRoutes(cart: CartService, currencyOf: CurrencyOf) {
  const viewer = async (user: AppEnv['Variables']['user'], country: string | undefined) => ({
    userId: new ObjectId(user!.id),
    currency: await currencyOf(user, country),
  });

  return new Hono<AppEnv>()
    .use('/cart', requireUser)
    .use('/cart/*', requireUser)
    .get('/cart/count', async (c) => {
      const body: CartCountAnswer = { itemCount: await cart.itemCount(new ObjectId(c.get('user')!.id)) };
      return c.json(body);
    })
    .get('/cart', validate('query', CountryQuery), async (c) => {
      const { userId, currency } = await viewer(c.get('user'), c.req.valid('query').country);
      const body: CartAnswer = { cart: await cart.view(userId, currency) };
      return c.json(body);
    })
    .put(
      '/cart/items/:productId',
      validate('param', CartItemParams),
      validate('query', CountryQuery),
      validate('json', SetCartItemInput),
      async (c) => {
        const { userId, currency } = await viewer(c.get('user'), c.req.valid('query').country);
        const productId = new ObjectId(c.req.valid('param').productId);
        const body: CartAnswer = {
          cart: await cart.setItem(userId, productId, c.req.valid('json').quantity, currency),
        };
        return c.json(body);
      },
    )
    .delete('/cart/items/:productId', validate('param', CartItemParams), validate('query', CountryQuery), async (c) => {
      const { userId, currency } = await viewer(c.get('user'), c.req.valid('query').country);
      const body: CartAnswer = {
        cart: await cart.removeItem(userId, new ObjectId(c.req.valid('param').productId), currency),
      };
      return c.json(body);
    })
    .delete('/cart', validate('query', CountryQuery), async (c) => {
      const { userId, currency } = await viewer(c.get('user'), c.req.valid('query').country);
      const body: CartAnswer = { cart: await cart.clear(userId, currency) };
      return c.json(body);
    })
    .post('/cart/merge', validate('query', CountryQuery), validate('json', MergeCartInput), async (c) => {
      const { userId, currency } = await viewer(c.get('user'), c.req.valid('query').country);
      const { mergeId, items } = c.req.valid('json');
      const body: CartAnswer = { cart: await cart.merge(userId, mergeId, items, currency) };
      return c.json(body);
    });
}
