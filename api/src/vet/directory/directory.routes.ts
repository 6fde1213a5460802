import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { VetParams, VetSearchQuery } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { VetsService } from './directory.service';

/** The public vet directory: search, one vet, its reviews. No session needed. */
export function createDirectoryRoutes(vets: VetsService) {
  return new Hono<AppEnv>()
    .get('/vets', validate('query', VetSearchQuery), async (c) => c.json(await vets.list(c.req.valid('query'))))
    .get('/vets/:vetId', validate('param', VetParams), async (c) =>
      c.json(await vets.detail(c.req.valid('param').vetId)),
    )
    .get('/vets/:vetId/reviews', validate('param', VetParams), async (c) =>
      c.json(await vets.reviews(c.req.valid('param').vetId)),
    );
}
