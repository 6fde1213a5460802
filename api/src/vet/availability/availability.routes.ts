import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { SlotsQuery, VetParams } from '@petpal/contracts';
import { jsonOnce } from '../../lib/json-once';
import { validate } from '../../lib/validate';
import type { VetsService } from '../directory/directory.service';
import type { AvailabilityService } from './availability.service';

/**
 * A vet's bookable dates and slots, public (the partner widget reads them from another origin). Answers
 * come from the server caches of spec section 9, serialized once.
 */
export function createAvailabilityRoutes(vets: VetsService, availability: AvailabilityService) {
  return new Hono<AppEnv>()
    .get('/vets/:vetId/availability', validate('param', VetParams), async (c) => {
      const vet = await vets.find(c.req.valid('param').vetId);
      return jsonOnce(c, await availability.availability(vet));
    })
    .get('/vets/:vetId/slots', validate('param', VetParams), validate('query', SlotsQuery), async (c) => {
      const vet = await vets.find(c.req.valid('param').vetId);
      return jsonOnce(c, await availability.slots(vet, c.req.valid('query').date));
    });
}
