import * as z from 'zod/mini';

/** A map point's refusal (spec section 7's pet reports, and every search near a point). */
export const GEO_POINT_MESSAGE = 'Please choose a valid map point.';

/**
 * A map point in degrees (stored as a GeoJSON point): a report's place, a clinic, a sitter's, trainer's or stylist's
 * area. Its own module, so a screen that needs only a point does not bundle the pet reports' schemas (decision 108).
 */
export const GeoPoint = z.strictObject({
  lat: z.number({ error: GEO_POINT_MESSAGE }).check(z.gte(-90, GEO_POINT_MESSAGE), z.lte(90, GEO_POINT_MESSAGE)),
  lng: z.number({ error: GEO_POINT_MESSAGE }).check(z.gte(-180, GEO_POINT_MESSAGE), z.lte(180, GEO_POINT_MESSAGE)),
});
export type GeoPoint = z.infer<typeof GeoPoint>;
