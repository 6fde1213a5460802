import { z } from 'zod';
import type { ReverseGeocodeResult } from '@petpal/contracts';
import { AppError, Unavailable } from '../../errors';
import type { Logger } from '../../lib/logger';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';

/** Spec section 8: what the location widget shows when no place can be found. */
export const LOCATION_UNAVAILABLE = 'Location unavailable';

/** The browser caches its answer, so a visitor needs one lookup per session; this stops scripted use. */
export const REVERSE_GEOCODE_LIMIT: RateLimitRule = {
  name: 'reverse-geocode',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many location requests. Please try again later.',
};

const REVERSE_TIMEOUT_MS = 5000;

/** The part of a Nominatim /reverse answer we read (spec section 7). */
const NominatimReverse = z.object({
  address: z.object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
  }),
});

export interface LocationServiceDeps {
  /** A Nominatim-compatible base URL, without a trailing slash. */
  nominatimUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  limiter: RateLimiter;
  log: Logger;
  timeoutMs?: number;
}

export type LocationService = ReturnType<typeof createLocationService>;

export function createLocationService({
  nominatimUrl,
  userAgent,
  limiter,
  log,
  timeoutMs = REVERSE_TIMEOUT_MS,
}: LocationServiceDeps) {
  const unavailable = (reason: string) => {
    log.warn('reverse geocoding failed', { reason });
    return new Unavailable(LOCATION_UNAVAILABLE, 'location_unavailable', 502);
  };

  return {
    /** City (or town, or village), state and country of a point, in English; 502 when the maps service fails. */
    async reverse(point: { lat: number; lon: number }, caller: { ip: string }): Promise<ReverseGeocodeResult> {
      await limiter.consume(caller.ip);
      const query = new URLSearchParams({ lat: String(point.lat), lon: String(point.lon), format: 'json' });
      let body: unknown;
      try {
        const response = await fetch(`${nominatimUrl}/reverse?${query}`, {
          headers: { 'User-Agent': userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw unavailable(`status ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw unavailable(error instanceof Error ? error.name : 'fetch failed');
      }
      const parsed = NominatimReverse.safeParse(body);
      if (!parsed.success) throw unavailable('no address in the answer');
      const { city, town, village, state, country } = parsed.data.address;
      const place = { city: city ?? town ?? village ?? '', state: state ?? '', country: country ?? '' };
      if (!place.city && !place.state && !place.country) throw unavailable('empty address');
      return place;
    },
  };
}
