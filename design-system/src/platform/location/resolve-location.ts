import type { ReverseGeocodeResult, SessionUser } from '@petpal/contracts';
import { locationAtom, sessionUserAtom, type ResolvedLocation } from '../atoms';
import type { PlatformStore } from '../contract';
import { currentPoint, LOCATION_MESSAGES } from './current-point';
import { clearCachedLocation, readCachedLocation, writeCachedLocation } from './location-storage';
import { nextRun } from './runs';

function failed(error: string): ResolvedLocation {
  return { city: '', state: '', country: '', displayText: error, loading: false, error };
}

function located(place: ReverseGeocodeResult): ResolvedLocation {
  const displayText = [place.city, place.state].filter(Boolean).join(', ') || place.country;
  return { ...place, displayText, loading: false, error: null };
}

async function detect(): Promise<ResolvedLocation> {
  const position = await currentPoint();
  if (!position.ok) return failed(position.error);
  const query = new URLSearchParams({ lat: position.point.lat.toFixed(3), lon: position.point.lng.toFixed(3) });
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
