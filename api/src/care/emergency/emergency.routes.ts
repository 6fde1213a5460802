import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  emergencyMessages,
  EmergencyClinicsQuery,
  type EmergencyClinicList,
  type EmergencyDirectory,
} from '@petpal/contracts';
import { Invalid } from '../../errors';
import { clientIp, type TrustedProxies } from '../../lib/client-ip';
import { validate } from '../../lib/validate';
import type { EmergencySearch, EmergencyService } from './emergency.service';

/**
 * Emergency services, open to guests: GET /emergency/cities (the city picker and the poison lines) and
 * GET /emergency/clinics?lat=&lng= or ?city= (nearest first).
 */
export function createEmergencyRoutes(emergency: EmergencyService, trustProxy: TrustedProxies) {
  return new Hono<AppEnv>()
    .get('/emergency/cities', (c) => {
      const body: EmergencyDirectory = emergency.directory();
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(body);
    })
    .get('/emergency/clinics', validate('query', EmergencyClinicsQuery), async (c) => {
      const search = searchOf(c.req.valid('query'));
      const body: EmergencyClinicList = await emergency.nearest(search, { ip: clientIp(c, trustProxy) });
      return c.json(body);
    });
}

/** The query's city, else its point (the contract accepts exactly one of the two). */
function searchOf(query: { city?: string; lat?: number; lng?: number }): EmergencySearch {
  if (query.city !== undefined) return { city: query.city };
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  throw new Invalid(emergencyMessages.where, { city: emergencyMessages.where });
}
