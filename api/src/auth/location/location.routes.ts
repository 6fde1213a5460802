import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ReverseGeocodeQuery, type MapTiles } from '@petpal/contracts';
import { clientIp } from '../../lib/client-ip';
import { createRateLimiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { createLocationService, REVERSE_GEOCODE_LIMIT } from './location.service';

/** The maps' highest zoom (OpenStreetMap's standard tiles go to 19). */
const MAX_TILE_ZOOM = 19;

/**
 * Reverse geocoding for the location widget, through a Nominatim-compatible service (NOMINATIM_URL), and where
 * the maps take their tiles (TILE_URL, decision 084).
 */
export function createLocationRoutes({ db, env, log }: AuthDeps) {
  const service = createLocationService({
    nominatimUrl: env.NOMINATIM_URL,
    userAgent: `PetPal/${env.APP_VERSION} (location widget)`,
    limiter: createRateLimiter(db, REVERSE_GEOCODE_LIMIT),
    log,
  });

  const tiles: MapTiles = { url: env.TILE_URL, attribution: env.TILE_ATTRIBUTION, maxZoom: MAX_TILE_ZOOM };

  return new Hono<AppEnv>()
    .get('/tiles', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(tiles);
    })
    .get('/reverse', validate('query', ReverseGeocodeQuery), async (c) => {
      const place = await service.reverse(c.req.valid('query'), { ip: clientIp(c, env.TRUST_PROXY) });
      c.header('Cache-Control', 'private, max-age=300');
      return c.json(place);
    });
}
