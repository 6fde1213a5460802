import type { EmergencyCity } from '@petpal/contracts';
import { geoPoint, type GeoJsonPoint } from '../../lib/geo';

/**
 * The cities with listed emergency clinics (each country's poison line is release data in the contracts,
 * POISON_LINES, so the page shows it from its first HTML: decision 102). DEMO DATA (docs/decisions/033).
 */

export interface EmergencyCityEntry extends EmergencyCity {
  /** Other names the location widget may resolve to (reverse geocoding answers "Bangalore" or "Bengaluru"). */
  aliases: readonly string[];
  centre: GeoJsonPoint;
  timeZone: string;
}

const city = (
  id: string,
  name: string,
  country: string,
  [lat, lng]: [number, number],
  timeZone: string,
  aliases: string[] = [],
): EmergencyCityEntry => ({ id, name, country, aliases, centre: geoPoint(lat, lng), timeZone });

export const EMERGENCY_CITIES: readonly EmergencyCityEntry[] = [
  city('mumbai', 'Mumbai', 'India', [19.076, 72.8777], 'Asia/Kolkata', ['Bombay']),
  city('bengaluru', 'Bengaluru', 'India', [12.9716, 77.5946], 'Asia/Kolkata', ['Bangalore']),
  city('new-delhi', 'New Delhi', 'India', [28.6139, 77.209], 'Asia/Kolkata', ['Delhi']),
  city('berlin', 'Berlin', 'Germany', [52.52, 13.405], 'Europe/Berlin'),
  city('london', 'London', 'United Kingdom', [51.5074, -0.1278], 'Europe/London', ['City of London']),
  city('new-york', 'New York', 'United States', [40.7128, -74.006], 'America/New_York', ['New York City', 'NYC']),
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The city whose id, name or alias is `text` (any case), if clinics are listed for it. */
export function findEmergencyCity(text: string): EmergencyCityEntry | undefined {
  const wanted = normalise(text);
  return EMERGENCY_CITIES.find(
    (entry) => entry.id === wanted || [entry.name, ...entry.aliases].some((name) => normalise(name) === wanted),
  );
}
