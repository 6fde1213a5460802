import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  AdoptionApplicationInput,
  AdoptionBrowseQuery,
  AdoptionStatusInput,
  CreateAdoptionListingInput,
  UpdateAdoptionListingInput,
  type AdoptionApplicationList,
  type AdoptionListingAnswer,
  type AdoptionListingPage,
  type AdoptionListingRemoved,
  type MyAdoptionApplications,
  type MyAdoptionListings,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams, type ViewerOf } from '../access/community-access';
import type { ApplicationsService } from './applications.service';
import type { ListingsService } from './listings.service';

const removed: AdoptionListingRemoved = { removed: true };

/**
 * /adoption: browsing and listings are public (photos are images, decision 105); listing, applying and deciding need a session; an
 * admin's session removes. Creating POSTs take an Idempotency-Key.
 */
export function createAdoptionRoutes(
  db: DataPort,
  listings: ListingsService,
  applications: ApplicationsService,
  viewerOf: ViewerOf,
) {
  const once = (name: string) => idempotency(db, { scope: (c) => `community.${name}:${c.get('user')?.id ?? ''}` });
  return new Hono<AppEnv>()
    .get('/adoption/listings', validate('query', AdoptionBrowseQuery), async (c) => {
      const body: AdoptionListingPage = await listings.browse(c.req.valid('query'));
      return c.json(body);
    })
    .post(
      '/adoption/listings',
      requireUser,
      once('adoption-listing'),
      validate('json', CreateAdoptionListingInput),
      async (c) => {
        const body: AdoptionListingAnswer = { listing: await listings.create(await viewerOf(c), c.req.valid('json')) };
        return c.json(body, 201);
      },
    )
    .get('/adoption/listings/mine', requireUser, async (c) => {
      const body: MyAdoptionListings = { listings: await listings.mine(await viewerOf(c)) };
      return c.json(body);
    })
    .get('/adoption/listings/:id', validate('param', IdParams), async (c) => {
      const body: AdoptionListingAnswer = { listing: await listings.get(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .patch(
      '/adoption/listings/:id',
      requireUser,
      validate('param', IdParams),
      validate('json', UpdateAdoptionListingInput),
      async (c) => {
        const listing = await listings.update(await viewerOf(c), c.req.valid('param').id, c.req.valid('json'));
        const body: AdoptionListingAnswer = { listing };
        return c.json(body);
      },
    )
    .post(
      '/adoption/listings/:id/status',
      requireUser,
      validate('param', IdParams),
      validate('json', AdoptionStatusInput),
      async (c) => {
        const { status } = c.req.valid('json');
        const body: AdoptionListingAnswer = {
          listing: await listings.setStatus(await viewerOf(c), c.req.valid('param').id, status),
        };
        return c.json(body);
      },
    )
    .delete('/adoption/listings/:id', validate('param', IdParams), async (c) => {
      await listings.remove(await viewerOf(c), c.req.valid('param').id);
      return c.json(removed);
    })
    .get('/adoption/listings/:id/applications', validate('param', IdParams), async (c) => {
      const body: AdoptionApplicationList = {
        applications: await applications.ofListing(await viewerOf(c), c.req.valid('param').id),
      };
      return c.json(body);
    })
    .post(
      '/adoption/listings/:id/applications',
      requireUser,
      once('adoption-application'),
      validate('param', IdParams),
      validate('json', AdoptionApplicationInput),
      async (c) => {
        const listing = await applications.apply(
          await viewerOf(c),
          c.req.valid('param').id,
          c.req.valid('json').message,
        );
        const body: AdoptionListingAnswer = { listing };
        return c.json(body, 201);
      },
    )
    .get('/adoption/applications/mine', requireUser, async (c) => {
      const body: MyAdoptionApplications = { applications: await applications.mine(await viewerOf(c)) };
      return c.json(body);
    })
    .post('/adoption/applications/:id/accept', requireUser, validate('param', IdParams), async (c) => {
      const body: AdoptionApplicationList = {
        applications: await applications.accept(await viewerOf(c), c.req.valid('param').id),
      };
      return c.json(body);
    });
}
