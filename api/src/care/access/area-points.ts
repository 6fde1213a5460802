import type { GeoPoint } from '@petpal/contracts';

/**
 * The centres of the cities the demo providers name in their free-text location (decision 084). A provider has no
 * address of their own in PetPal, so the map shows the area: the centre of the first city their location names,
 * moved by up to about 2 km by their id (providers of one city do not stack, and no one's home is shown).
 */
const CITY_CENTRES: ReadonlyArray<[names: string[], lat: number, lng: number]> = [
  [['mumbai', 'bombay'], 19.076, 72.8777],
  [['bengaluru', 'bangalore'], 12.9716, 77.5946],
  [['new delhi', 'delhi'], 28.6139, 77.209],
  [['chennai'], 13.0827, 80.2707],
  [['hyderabad'], 17.385, 78.4867],
  [['kolkata'], 22.5726, 88.3639],
  [['pune'], 18.5204, 73.8567],
  [['goa', 'panaji'], 15.4909, 73.8278],
  [['berlin'], 52.52, 13.405],
  [['london'], 51.5074, -0.1278],
  [['new york', 'nyc'], 40.7128, -74.006],
  [['dubai'], 25.2048, 55.2708],
  [['singapore'], 1.3521, 103.8198],
  [['sydney'], -33.8688, 151.2093],
];

/** A small, steady offset in degrees from three hex digits of the id: -0.018 .. 0.018. */
const offset = (digits: string) => ((parseInt(digits, 16) || 0) / 0xfff - 0.5) * 0.036;

/** The map point of a provider's area, or null when their location names no city we know. */
export function areaPoint(id: string, location: string): GeoPoint | null {
  const text = location.toLowerCase();
  const city = CITY_CENTRES.find(([names]) => names.some((name) => text.includes(name)));
  if (!city) return null;
  const [, lat, lng] = city;
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { lat: round(lat + offset(id.slice(-3))), lng: round(lng + offset(id.slice(-6, -3))) };
}
