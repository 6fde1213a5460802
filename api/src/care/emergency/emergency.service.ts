import {
  EMERGENCY_CLINICS_LIMIT,
  EMERGENCY_RADIUS_KM,
  emergencyMessages,
  type EmergencyClinic,
  type EmergencyClinicList,
  type EmergencyDirectory,
  POISON_LINES,
  poisonLineOf,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { distanceKm, geoPoint, type GeoJsonPoint } from '../../lib/geo';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { ClinicsRepository, EmergencyClinicDoc } from './clinics.repository';
import { EMERGENCY_CITIES, type EmergencyCityEntry, findEmergencyCity } from './emergency-directory';
import { hoursText, isOpenAt } from './opening-hours';

/** A guest's page load is one search and a city change another; this only stops scripted scraping. */
export const EMERGENCY_SEARCH_LIMIT: RateLimitRule = {
  name: 'emergency-clinics',
  limit: 120,
  windowMs: 10 * 60 * 1000,
  message: emergencyMessages.tooMany,
};

export type EmergencySearch = { city: string } | { lat: number; lng: number };

export interface EmergencyServiceDeps {
  clinics: ClinicsRepository;
  limiter: RateLimiter;
  now: () => Date;
}

const directionsUrl = ({ coordinates: [lng, lat] }: GeoJsonPoint) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

const publicCity = ({ id, name, country }: EmergencyCityEntry) => ({ id, name, country });

export type EmergencyService = ReturnType<typeof createEmergencyService>;

export function createEmergencyService({ clinics, limiter, now }: EmergencyServiceDeps) {
  const cityById = new Map(EMERGENCY_CITIES.map((entry) => [entry.id, entry]));

  const card = (doc: EmergencyClinicDoc, from: GeoJsonPoint, at: Date): EmergencyClinic => {
    const timeZone = cityById.get(doc.cityId)?.timeZone ?? 'UTC';
    return {
      id: doc._id,
      name: doc.name,
      address: doc.address,
      cityId: doc.cityId,
      phone: doc.phone,
      telHref: `tel:${doc.e164}`,
      distanceKm: Math.round(distanceKm(from, doc.location) * 10) / 10,
      open24h: doc.hours === null,
      openNow: isOpenAt(doc.hours, timeZone, at),
      hours: hoursText(doc.hours),
      services: doc.services,
      directionsUrl: directionsUrl(doc.location),
      point: { lat: doc.location.coordinates[1], lng: doc.location.coordinates[0] },
    };
  };

  return {
    directory: (): EmergencyDirectory => ({ cities: EMERGENCY_CITIES.map(publicCity), poisonLines: [...POISON_LINES] }),

    /**
     * The nearest clinics (EMERGENCY_CLINICS_LIMIT) within EMERGENCY_RADIUS_KM of a point or of a listed city's
     * centre, nearest first (then by name); `caller` is counted against EMERGENCY_SEARCH_LIMIT.
     */
    async nearest(search: EmergencySearch, caller: { ip: string }): Promise<EmergencyClinicList> {
      await limiter.consume(caller.ip);
      let from: GeoJsonPoint;
      let city: EmergencyCityEntry | undefined;
      if ('city' in search) {
        city = findEmergencyCity(search.city);
        if (!city) throw new NotFound(emergencyMessages.unknownCity);
        from = city.centre;
      } else {
        from = geoPoint(search.lat, search.lng);
      }
      const at = now();
      const found = (await clinics.within(from, EMERGENCY_RADIUS_KM))
        .map((doc) => card(doc, from, at))
        .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
        .slice(0, EMERGENCY_CLINICS_LIMIT);
      city ??= found[0] ? cityById.get(found[0].cityId) : undefined;
      return {
        city: city ? publicCity(city) : null,
        clinics: found,
        poisonLine: city ? poisonLineOf(city.country) : null,
      };
    },
  };
}
