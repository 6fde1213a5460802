import type { EmergencyCity, PoisonLine } from '@petpal/contracts';
import { geoPoint, type GeoJsonPoint } from '../../lib/geo';

/**
 * The cities with listed emergency clinics and each country's 24-hour animal poison line. DEMO DATA: the
 * poison lines are the real services' published numbers at the time of writing and must be checked again
 * before launch (docs/decisions/033-emergency-services.md).
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

const line = (country: string, name: string, phone: string, e164: string, feeNote: string | null): PoisonLine => ({
  country,
  name,
  phone,
  telHref: `tel:${e164}`,
  feeNote,
});

/** One line per country of EMERGENCY_CITIES; every one answers 24 hours a day. */
export const POISON_LINES: readonly PoisonLine[] = [
  line(
    'India',
    'National Poisons Information Centre (AIIMS)',
    '1800 116 117',
    '+911800116117',
    'Toll-free. A human poison centre that also advises on animal poisoning.',
  ),
  line('Germany', 'Giftnotruf Berlin', '030 19240', '+493019240', null),
  line('United Kingdom', 'Animal PoisonLine', '01202 509000', '+441202509000', 'A fee per call may apply.'),
  line(
    'United States',
    'ASPCA Animal Poison Control Center',
    '(888) 426-4435',
    '+18884264435',
    'A consultation fee may apply.',
  ),
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The city whose id, name or alias is `text` (any case), if clinics are listed for it. */
export function findEmergencyCity(text: string): EmergencyCityEntry | undefined {
  const wanted = normalise(text);
  return EMERGENCY_CITIES.find(
    (entry) => entry.id === wanted || [entry.name, ...entry.aliases].some((name) => normalise(name) === wanted),
  );
}

export const poisonLineOf = (country: string): PoisonLine | null =>
  POISON_LINES.find((entry) => entry.country === country) ?? null;
