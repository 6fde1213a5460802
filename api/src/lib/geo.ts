/** Great-circle distances on the sphere MongoDB's `$centerSphere` uses, so a query and a check in code agree. */

/** The earth's radius MongoDB's docs convert $centerSphere radians with. */
export const EARTH_RADIUS_KM = 6378.1;

/** A GeoJSON point: coordinates are [longitude, latitude]. */
export interface GeoJsonPoint {
  type: 'Point';
  coordinates: [number, number];
}

export const geoPoint = (lat: number, lng: number): GeoJsonPoint => ({ type: 'Point', coordinates: [lng, lat] });

/** Great-circle distance in km (haversine). */
export function distanceKm(a: GeoJsonPoint, b: GeoJsonPoint): number {
  const rad = Math.PI / 180;
  const [lng1, lat1] = a.coordinates;
  const [lng2, lat2] = b.coordinates;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `{ $geoWithin: { $centerSphere } }` of a circle of `km` around `centre`. */
export const withinKm = (centre: GeoJsonPoint, km: number) => ({
  $geoWithin: { $centerSphere: [centre.coordinates, km / EARTH_RADIUS_KM] as [[number, number], number] },
});
