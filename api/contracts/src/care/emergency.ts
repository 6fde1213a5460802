/**
 * Emergency services (issue 10; the spec only names /emergency-services and /emergency/*): the nearest
 * emergency clinics of the demo cities and each country's 24-hour animal poison line, open to guests
 * (docs/decisions/033-emergency-services.md).
 */
import * as z from 'zod/mini';
import { ReverseGeocodeQuery } from '../location';
import { GeoPoint } from '../geo-point';

/** Clinics further than this from the searched point are not listed. */
export const EMERGENCY_RADIUS_KM = 50;
/** The nearest this many clinics are listed. */
export const EMERGENCY_CLINICS_LIMIT = 10;

export const emergencyMessages = {
  where: 'Please choose a city, or send both a latitude and a longitude.',
  city: 'Please choose a city from the list.',
  unknownCity: 'We have no emergency clinics listed for this city yet. Please choose a city from the list.',
  tooMany: 'Too many emergency clinic searches. Please try again in a few minutes.',
  loadFailed: 'Failed to load emergency clinics. Please try again.',
} as const;

/**
 * GET /api/care/emergency/clinics?lat=&lng= (a point, e.g. the browser's position) or ?city= (a city's id
 * or name from GET /api/care/emergency/cities, any case): nearest first, within EMERGENCY_RADIUS_KM.
 */
export const EmergencyClinicsQuery = z
  .strictObject({
    lat: z.optional(ReverseGeocodeQuery.shape.lat),
    lng: z.optional(ReverseGeocodeQuery.shape.lon),
    city: z.optional(
      z
        .string({ error: emergencyMessages.city })
        .check(z.trim(), z.minLength(1, emergencyMessages.city), z.maxLength(60, emergencyMessages.city)),
    ),
  })
  .check(
    z.refine((q) => (q.city === undefined) !== (q.lat === undefined && q.lng === undefined), {
      message: emergencyMessages.where,
      path: ['city'],
    }),
    z.refine((q) => (q.lat === undefined) === (q.lng === undefined), {
      message: emergencyMessages.where,
      path: ['lat'],
    }),
  );
export type EmergencyClinicsQuery = z.input<typeof EmergencyClinicsQuery>;

export const EmergencyCity = z.object({
  /** e.g. "mumbai". */
  id: z.string(),
  name: z.string(),
  country: z.string(),
});
export type EmergencyCity = z.infer<typeof EmergencyCity>;

/** A country's 24-hour animal poison helpline. */
export const PoisonLine = z.object({
  country: z.string(),
  name: z.string(),
  /** As dialled in the country, e.g. "(888) 426-4435". */
  phone: z.string(),
  /** "tel:+18884264435". */
  telHref: z.string(),
  /** e.g. "A consultation fee may apply."; null when the call is free. */
  feeNote: z.nullable(z.string()),
});
export type PoisonLine = z.infer<typeof PoisonLine>;

/** GET /api/care/emergency/cities: the cities with listed clinics (the city picker) and every poison line. */
export const EmergencyDirectory = z.object({
  cities: z.array(EmergencyCity),
  poisonLines: z.array(PoisonLine),
});
export type EmergencyDirectory = z.infer<typeof EmergencyDirectory>;

export const EmergencyClinic = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  cityId: z.string(),
  phone: z.string(),
  telHref: z.string(),
  /** Kilometres from the searched point (a city's centre for ?city=), 1 decimal. */
  distanceKm: z.number(),
  open24h: z.boolean(),
  /** In the clinic's own time zone. */
  openNow: z.boolean(),
  /** "Open 24 hours" or e.g. "Open daily 08:00 to 23:00". */
  hours: z.string(),
  /** What the clinic treats, e.g. "Critical care", "Exotic pets". */
  services: z.array(z.string()),
  /** A maps link with the clinic as the destination. */
  directionsUrl: z.string(),
  /** Where the clinic is (its marker on the map, decision 084). */
  point: GeoPoint,
});
export type EmergencyClinic = z.infer<typeof EmergencyClinic>;

export const EmergencyClinicList = z.object({
  /** The city searched, or the city of the nearest clinic for a point; null when none is near. */
  city: z.nullable(EmergencyCity),
  clinics: z.array(EmergencyClinic),
  /** The poison line of `city`'s country; null with no city. */
  poisonLine: z.nullable(PoisonLine),
});
export type EmergencyClinicList = z.infer<typeof EmergencyClinicList>;
