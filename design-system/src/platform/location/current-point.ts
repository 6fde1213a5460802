import type { GeoPoint } from '@petpal/contracts';

/** Spec section 8, word for word. */
export const LOCATION_MESSAGES = {
  denied: 'Location access denied',
  unavailable: 'Location unavailable',
  timeout: 'Location timeout',
  unsupported: 'Location not supported',
} as const;

/** Spec section 9: 10 s time-out, a position up to 5 minutes old, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 300_000, enableHighAccuracy: false };

export type PointResult = { ok: true; point: GeoPoint } | { ok: false; error: string };

/** About 100 m: enough to name a city, find the nearest clinic or say where a pet was, not which house. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

function messageFor(error: unknown): string {
  const code = (error as Partial<GeolocationPositionError> | null)?.code;
  if (code === 1) return LOCATION_MESSAGES.denied;
  if (code === 3) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.unavailable;
}

/** The browser's position, rounded to about 100 m, or the spec's message for why there is none. */
export function currentPoint(): Promise<PointResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, error: LOCATION_MESSAGES.unsupported });
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, point: { lat: round(coords.latitude), lng: round(coords.longitude) } }),
      (error) => resolve({ ok: false, error: messageFor(error) }),
      GEOLOCATION_OPTIONS,
    ),
  );
}

/** "12.976, 77.607" */
export const pointLabel = (point: GeoPoint) => `${point.lat.toFixed(3)}, ${point.lng.toFixed(3)}`;
