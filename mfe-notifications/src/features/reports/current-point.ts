import type { GeoPoint } from '@petpal/api/contracts';

/** Spec section 8's location messages, word for word. */
export const POSITION_MESSAGES = {
  denied: 'Location access denied',
  unavailable: 'Location unavailable',
  timeout: 'Location timeout',
  unsupported: 'Location not supported',
} as const;

export type PointResult = { ok: true; point: GeoPoint } | { ok: false; error: string };

/** About 100 m: where a pet was, or which neighbourhood to watch, not which house. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * The browser's position as a map point (spec section 9's settings: 10 s time-out, a position up to 5
 * minutes old, low accuracy), or the spec's message for why there is none.
 */
export function currentPoint(): Promise<PointResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, error: POSITION_MESSAGES.unsupported });
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ ok: true, point: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) } }),
      (error) =>
        resolve({
          ok: false,
          error:
            error.code === 1
              ? POSITION_MESSAGES.denied
              : error.code === 3
                ? POSITION_MESSAGES.timeout
                : POSITION_MESSAGES.unavailable,
        }),
      { timeout: 10_000, maximumAge: 300_000, enableHighAccuracy: false },
    ),
  );
}

/** "12.976, 77.607" */
export const pointLabel = (point: GeoPoint) => `${point.lat.toFixed(3)}, ${point.lng.toFixed(3)}`;
