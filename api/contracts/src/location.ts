/** The visitor's location (spec sections 4, 5 and 7): reverse geocoding and the manual update rule. */
import * as z from 'zod/mini';

/** A decimal number in [-limit, limit], sent as a query string. */
function coordinate(limit: number, message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.regex(/^[-+]?\d{1,3}(\.\d{1,15})?$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.gte(-limit, message), z.lte(limit, message)),
    ),
  );
}

/** GET /api/auth/location/reverse?lat=..&lon=.. */
export const ReverseGeocodeQuery = z.strictObject({
  lat: coordinate(90, 'Latitude must be a number between -90 and 90.'),
  lon: coordinate(180, 'Longitude must be a number between -180 and 180.'),
});
export type ReverseGeocodeQuery = z.input<typeof ReverseGeocodeQuery>;

/** Empty strings where the maps service knows no such part. */
export const ReverseGeocodeResult = z.object({ city: z.string(), state: z.string(), country: z.string() });
export type ReverseGeocodeResult = z.infer<typeof ReverseGeocodeResult>;

/**
 * GET /api/auth/location/tiles: where maps take their raster tiles (decision 084). `url` is an
 * OpenStreetMap-style template (`.../{z}/{x}/{y}.png`); `attribution` is shown on every map.
 */
export const MapTiles = z.object({ url: z.string(), attribution: z.string(), maxZoom: z.number() });
export type MapTiles = z.infer<typeof MapTiles>;

export const LOCATION_REQUIRED = 'Please enter a location.';

/** Update Location: non-empty after trimming. */
export const ManualLocation = z
  .string({ error: LOCATION_REQUIRED })
  .check(z.trim(), z.minLength(1, LOCATION_REQUIRED), z.maxLength(100, 'Location must be at most 100 characters.'));

/** The Update Location form: its one field. */
export const UpdateLocationInput = z.strictObject({ location: ManualLocation });
export type UpdateLocationInput = z.infer<typeof UpdateLocationInput>;
