/** Spec section 3: the cached location, plus country and city on their own for the currency choice. */
export const LOCATION_KEY = 'petpal.location';
export const COUNTRY_KEY = 'petpal.country';
export const CITY_KEY = 'petpal.city';

export interface CachedLocation {
  city: string;
  state: string;
  country: string;
  displayText: string;
}

/** The page's own cache, checked by hand: the first page load does without zod. */
function isCachedLocation(value: unknown): value is CachedLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { city, state, country, displayText } = value as Record<string, unknown>;
  return (
    typeof city === 'string' &&
    typeof state === 'string' &&
    typeof country === 'string' &&
    typeof displayText === 'string' &&
    displayText.length > 0
  );
}

/** Storage may be disabled (private modes, policies): the location then simply is not cached. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readCachedLocation(): CachedLocation | null {
  try {
    const raw = storage()?.getItem(LOCATION_KEY);
    if (!raw) return null;
    const cached: unknown = JSON.parse(raw);
    if (!isCachedLocation(cached)) return null;
    const { city, state, country, displayText } = cached;
    return { city, state, country, displayText };
  } catch {
    return null;
  }
}

export function writeCachedLocation({ city, state, country, displayText }: CachedLocation): void {
  try {
    const store = storage();
    store?.setItem(LOCATION_KEY, JSON.stringify({ city, state, country, displayText }));
    store?.setItem(COUNTRY_KEY, country);
    store?.setItem(CITY_KEY, city);
  } catch {
    // Full or disabled storage: the location stays for this page only.
  }
}

export function clearCachedLocation(): void {
  try {
    const store = storage();
    for (const key of [LOCATION_KEY, COUNTRY_KEY, CITY_KEY]) store?.removeItem(key);
  } catch {
    // Nothing was cached.
  }
}
