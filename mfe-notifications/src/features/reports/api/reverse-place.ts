import { useQuery } from '@tanstack/react-query';
import { ReverseGeocodeResult, type GeoPoint } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** GET /api/auth/location/reverse: the place a report's point lies in (city, state, country), asked once per point. */
export function useReversePlace(point: GeoPoint | null) {
  const lat = point?.lat.toFixed(6) ?? '';
  const lon = point?.lng.toFixed(6) ?? '';
  return useQuery({
    queryKey: ['pet-reports', 'place', lat, lon],
    queryFn: ({ signal }) =>
      apiFetch(`/api/auth/location/reverse?${new URLSearchParams({ lat, lon })}`, ReverseGeocodeResult, { signal }),
    enabled: point !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** "Pune, Maharashtra, India" from the parts the maps service knows; '' when it knows none. */
export const placeText = ({ city, state, country }: ReverseGeocodeResult) =>
  [city, state, country].filter(Boolean).join(', ');
