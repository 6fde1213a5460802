import * as z from 'zod/mini';

/** Spec section 3: the cached location, plus country and city on their own for the currency choice. */
export const LOCATION_KEY = 'petpal.location';
export const COUNTRY_KEY = 'petpal.country';
export const CITY_KEY = 'petpal.city';

const CachedLocation = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  displayText: z.string().check(z.minLength(1)),
});
export type CachedLocation = z.infer<typeof CachedLocation>;

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
    const parsed = CachedLocation.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
