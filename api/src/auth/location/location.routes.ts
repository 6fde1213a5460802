import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ReverseGeocodeQuery } from '@petpal/contracts';
import { clientIp } from '../../lib/client-ip';
import { createRateLimiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { createLocationService, REVERSE_GEOCODE_LIMIT } from './location.service';

/** Reverse geocoding for the location widget, through a Nominatim-compatible service (NOMINATIM_URL). */
export function createLocationRoutes({ db, env, log }: AuthDeps) {
  const service = createLocationService({
    nominatimUrl: env.NOMINATIM_URL,
    userAgent: `PetPal/${env.APP_VERSION} (location widget)`,
    limiter: createRateLimiter(db, REVERSE_GEOCODE_LIMIT),
    log,
  });

  return new Hono<AppEnv>().get('/reverse', validate('query', ReverseGeocodeQuery), async (c) => {
    const place = await service.reverse(c.req.valid('query'), { ip: clientIp(c, env.TRUST_PROXY) });
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(place);
  });
}
