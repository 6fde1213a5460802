import { PLAYDATE_CITIES, playdateMessages, type PlaydateProfileData } from '@petpal/contracts';
import { Invalid } from '../../errors';
import { distanceKm, geoPoint, type GeoJsonPoint } from '../../lib/geo';

/** A point this close to a listed city's centre is named after the city when its owner names no area. */
export const CITY_AREA_KM = 30;

/**
 * Where a listed dog is: a city's centre or the browser's position, and the area name others see instead
 * (the owner's own, else the city's name, else the listed city the point is in).
 */
export function resolvePlace(input: Pick<PlaydateProfileData, 'point' | 'city' | 'areaName'>): {
  location: GeoJsonPoint;
  areaName: string;
} {
  const named = input.areaName?.trim() ?? '';
  const city = PLAYDATE_CITIES.find((entry) => entry.id === input.city);
  if (city) return { location: geoPoint(city.lat, city.lng), areaName: named || city.name };
  if (!input.point) throw new Invalid(playdateMessages.where, { city: playdateMessages.where });
  const location = geoPoint(input.point.lat, input.point.lng);
  if (named) return { location, areaName: named };
  const nearest = PLAYDATE_CITIES.map((entry) => ({ entry, km: distanceKm(location, geoPoint(entry.lat, entry.lng)) }))
    .filter(({ km }) => km <= CITY_AREA_KM)
    .sort((a, b) => a.km - b.km)[0];
  if (!nearest) throw new Invalid(playdateMessages.nameYourArea, { areaName: playdateMessages.nameYourArea });
  return { location, areaName: nearest.entry.name };
}
