import { ReverseGeocodeResult } from '@petpal/contracts';
import { apiFetch } from '../api-fetch';

/** Names a position through the API's reverse lookup (`lat` and `lon` in the query). */
export function reverseGeocode(query: URLSearchParams): Promise<ReverseGeocodeResult> {
  return apiFetch(`/api/auth/location/reverse?${query}`, ReverseGeocodeResult);
}
