import { EngineError } from './errors';
import { type Doc, isPlainObject, valuesAtPath } from './values';

/**
 * The geospatial subset the embedded engine speaks, with MongoDB's semantics: `2dsphere` indexes over
 * GeoJSON points (or legacy `[lng, lat]` pairs) and `$geoWithin: { $centerSphere: [[lng, lat], radians] }`.
 * mingo has no geo operators, so `$geoWithin` is defined here and added to the engine's operator context (operator-context.ts); anything else geo
 * (polygons, `$near`) is refused rather than answered wrongly.
 */

/** MongoDB's "Can't extract geo keys" (a malformed point under a 2dsphere index). */
export const GEO_KEYS_ERROR = 16755;
const BAD_VALUE = 2;

export type LngLat = readonly [number, number];

const isLng = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
const isLat = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;

/** The [lng, lat] of a GeoJSON Point or a legacy coordinate pair; null for anything else. */
export function pointOf(value: unknown): LngLat | null {
  const pair = isPlainObject(value) && value.type === 'Point' ? value.coordinates : value;
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [lng, lat] = pair as unknown[];
  return isLng(lng) && isLat(lat) ? [lng, lat] : null;
}

/** The angle between two points seen from the earth's centre, in radians (haversine). */
export function centralAngle(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Refuses a document whose 2dsphere-indexed field holds something other than a point, as MongoDB does
 * (missing and null are allowed: such documents are simply not in the index).
 */
export function assertGeoKeys(doc: Doc, field: string, indexName: string): void {
  for (const value of valuesAtPath(doc, field)) {
    if (value === undefined || value === null || pointOf(value)) continue;
    throw new EngineError(
      `Can't extract geo keys from ${field} for index ${indexName}: the embedded engine indexes GeoJSON points only`,
      GEO_KEYS_ERROR,
    );
  }
}

function centerSphere(shape: unknown): { center: LngLat; radians: number } {
  if (!isPlainObject(shape) || Object.keys(shape).length !== 1 || !('$centerSphere' in shape)) {
    throw new EngineError('The embedded engine supports $geoWithin with $centerSphere only', BAD_VALUE);
  }
  const spec = shape.$centerSphere;
  const center = Array.isArray(spec) ? pointOf(spec[0]) : null;
  const radians = Array.isArray(spec) ? spec[1] : undefined;
  if (!center || typeof radians !== 'number' || !Number.isFinite(radians) || radians < 0) {
    throw new EngineError('$centerSphere takes [[lng, lat], radius in radians]', BAD_VALUE);
  }
  return { center, radians };
}

/** `{ field: { $geoWithin: { $centerSphere: [[lng, lat], radians] } } }`: points on or inside the circle. */
export function $geoWithin(selector: string, shape: unknown): (doc: Doc) => boolean {
  const { center, radians } = centerSphere(shape);
  return (doc) =>
    valuesAtPath(doc, selector).some((value) => {
      const point = pointOf(value);
      return point !== null && centralAngle(center, point) <= radians;
    });
}
