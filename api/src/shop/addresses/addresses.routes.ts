import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  IdParams,
  SaveAddressInput,
  shopMessages,
  type SavedAddress,
  type SavedAddressAnswer,
  type SavedAddressList,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { validate } from '../../lib/validate';
import type { AddressDoc, AddressesRepository } from './addresses.repository';

const toSaved = (doc: AddressDoc): SavedAddress => ({
  id: doc._id.toHexString(),
  address: doc.address,
  lastUsedAt: doc.lastUsedAt.toISOString(),
});

/**
 * /addresses (signed in): the caller's own saved addresses only. GET lists them (last used first), POST saves
 * one ("Save for next time"), DELETE forgets one (another user's id is "not found").
 */
export function createAddressRoutes(addresses: AddressesRepository, now: () => Date) {
  const owner = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => new ObjectId(c.get('user')!.id);
  return new Hono<AppEnv>()
    .use('/addresses', requireUser)
    .use('/addresses/*', requireUser)
    .get('/addresses', async (c) => {
      const body: SavedAddressList = { addresses: (await addresses.list(owner(c))).map(toSaved) };
      return c.json(body);
    })
    .post('/addresses', validate('json', SaveAddressInput), async (c) => {
      const body: SavedAddressAnswer = {
        address: toSaved(await addresses.save(owner(c), c.req.valid('json').address, now())),
      };
      return c.json(body, 201);
    })
    .delete('/addresses/:id', validate('param', IdParams), async (c) => {
      if (!(await addresses.remove(owner(c), new ObjectId(c.req.valid('param').id)))) {
        throw new NotFound(shopMessages.addressNotFound);
      }
      return c.body(null, 204);
    });
}
