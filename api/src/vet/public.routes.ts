import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { SlotsQuery, VetSearchQuery } from '../contracts';
import { jsonOnce } from '../lib/json-once';
import { validate } from '../lib/validate';
import type { VetArea } from './vet-area';
import { VetParams } from './vet-params';

/**
 * The public vet directory and availability: no session needed (the partner widget reads them from
 * another origin). Dates and slots come from the server caches of spec section 9.
 */
export function createPublicVetRoutes(area: VetArea) {
  const { vets, availability } = area;
  return new Hono<AppEnv>()
    .get('/vets', validate('query', VetSearchQuery), async (c) => c.json(await vets.list(c.req.valid('query'))))
    .get('/vets/:vetId', validate('param', VetParams), async (c) =>
      c.json(await vets.detail(c.req.valid('param').vetId)),
    )
    .get('/vets/:vetId/reviews', validate('param', VetParams), async (c) =>
      c.json(await vets.reviews(c.req.valid('param').vetId)),
    )
    .get('/vets/:vetId/availability', validate('param', VetParams), async (c) => {
      const vet = await vets.find(c.req.valid('param').vetId);
      return jsonOnce(c, await availability.availability(vet));
    })
    .get('/vets/:vetId/slots', validate('param', VetParams), validate('query', SlotsQuery), async (c) => {
      const vet = await vets.find(c.req.valid('param').vetId);
      return jsonOnce(c, await availability.slots(vet, c.req.valid('query').date));
    });
}
