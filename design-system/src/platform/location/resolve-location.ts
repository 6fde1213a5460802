import type { ReverseGeocodeResult, SessionUser } from '@petpal/api/contracts';
import { locationAtom, sessionUserAtom, type ResolvedLocation } from '../atoms';
import type { PlatformStore } from '../contract';
import { clearCachedLocation, readCachedLocation, writeCachedLocation } from './location-storage';
import { nextRun } from './runs';

/** Spec section 8, word for word. */
export const LOCATION_MESSAGES = {
  denied: 'Location access denied',
  unavailable: 'Location unavailable',
  timeout: 'Location timeout',
  unsupported: 'Location not supported',
} as const;

/** Spec section 9: 10 s time-out, a position up to 5 minutes old, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 300_000, enableHighAccuracy: false };

function failed(error: string): ResolvedLocation {
  return { city: '', state: '', country: '', displayText: error, loading: false, error };
}

function located(place: ReverseGeocodeResult): ResolvedLocation {
  const displayText = [place.city, place.state].filter(Boolean).join(', ') || place.country;
  return { ...place, displayText, loading: false, error: null };
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS));
}

function messageFor(error: unknown): string {
  const code = (error as Partial<GeolocationPositionError> | null)?.code;
  if (code === 1) return LOCATION_MESSAGES.denied;
  if (code === 3) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.unavailable;
}

async function detect(): Promise<ResolvedLocation> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return failed(LOCATION_MESSAGES.unsupported);
  let position: GeolocationPosition;
  try {
    position = await currentPosition(geolocation);
  } catch (error) {
    return failed(messageFor(error));
  }
  // About 100 m is plenty to name a city, and sends the API no more than that.
  const query = new URLSearchParams({
    lat: position.coords.latitude.toFixed(3),
    lon: position.coords.longitude.toFixed(3),
  });
  try {
    // Loaded on first use: only signed-in visitors without a cached place get this far.
    const { reverseGeocode } = await import('./reverse-geocode');
    return located(await reverseGeocode(query));
  } catch {
    return failed(LOCATION_MESSAGES.unavailable);
  }
}

/**
 * Spec section 4: the cached location, else the browser's position named by the API's reverse lookup.
 * Sets `locationAtom` ("Detecting location..." meanwhile) and caches a found place.
 */
export async function resolveLocation(store: PlatformStore): Promise<void> {
  const isCurrent = nextRun(store);
  const cached = readCachedLocation();
  if (cached) {
    store.set(locationAtom, { ...cached, loading: false, error: null });
    return;
  }
  store.set(locationAtom, locationAtom.init);
  const location = await detect();
  if (!isCurrent()) return;
  if (!location.error) writeCachedLocation(location);
  store.set(locationAtom, location);
}

/**
 * Resolves the location of each signed-in user (only they see it), once the session is known: at start
 * from the cache, and afresh, with the cache cleared, whenever the session user changes.
 * Returns the unsubscribe function.
 */
export function startLocationResolution(store: PlatformStore): () => void {
  let previous: SessionUser | null | undefined;
  const follow = () => {
    const user = store.get(sessionUserAtom);
    if (user === undefined) return;
    const changed = previous !== undefined && (previous?.id ?? null) !== (user?.id ?? null);
    const firstKnown = previous === undefined;
    previous = user;
    if (changed) {
      nextRun(store);
      clearCachedLocation();
      store.set(locationAtom, locationAtom.init);
    }
    if (user && (changed || firstKnown)) void resolveLocation(store);
  };
  const unsubscribe = store.sub(sessionUserAtom, follow);
  follow();
  return unsubscribe;
}
