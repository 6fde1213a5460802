import { ReverseGeocodeResult } from '@petpal/contracts';

/**
 * Names a position through the API's reverse lookup (`lat` and `lon` in the query). Any failure means "location
 * unavailable" to its one caller, so it needs no ApiError: it stays off apiFetch, which imports the shared core that
 * loads this file (decision 076).
 */
export async function reverseGeocode(query: URLSearchParams): Promise<ReverseGeocodeResult> {
  const response = await fetch(`/api/auth/location/reverse?${query}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`reverse lookup answered ${response.status}`);
  return ReverseGeocodeResult.parse(await response.json());
}
