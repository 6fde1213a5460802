import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EmergencyClinicList, EmergencyDirectory, type GeoPoint } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** The city picker and the poison lines change with a release, not during a visit. */
const DIRECTORY_FRESH_MS = 60 * 60 * 1000;
/** Open-now changes with the clock: a list a minute old is fetched again. */
const CLINICS_FRESH_MS = 60 * 1000;

/** Where to look: a listed city (id or name), or a point such as the browser's position. */
export type ClinicsNear = { city: string } | { point: GeoPoint };

export const emergencyKeys = {
  directory: ['care', 'emergency', 'directory'] as const,
  clinics: (near: ClinicsNear) =>
    'city' in near
      ? (['care', 'emergency', 'clinics', 'city', near.city.trim().toLowerCase()] as const)
      : (['care', 'emergency', 'clinics', 'point', near.point.lat, near.point.lng] as const),
};

const clinicsQuery = (near: ClinicsNear) =>
  new URLSearchParams(
    'city' in near ? { city: near.city.trim() } : { lat: String(near.point.lat), lng: String(near.point.lng) },
  );

export const emergencyDirectoryOptions = () =>
  queryOptions({
    queryKey: emergencyKeys.directory,
    queryFn: ({ signal }) => apiFetch('/api/care/emergency/cities', EmergencyDirectory, { signal }),
    staleTime: DIRECTORY_FRESH_MS,
  });

/** GET /api/care/emergency/cities: the cities with listed clinics and every country's poison line. */
export function useEmergencyDirectory() {
  return useQuery(emergencyDirectoryOptions());
}

export const emergencyClinicsOptions = (near: ClinicsNear) =>
  queryOptions({
    queryKey: emergencyKeys.clinics(near),
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/emergency/clinics?${clinicsQuery(near)}`, EmergencyClinicList, { signal }),
    staleTime: CLINICS_FRESH_MS,
    // The last city's clinics stay on screen while the next city's load.
    placeholderData: keepPreviousData,
    // An unlisted city (404) is an answer, not a hiccup to retry.
    retry: false,
  });

/** GET /api/care/emergency/clinics?city= or ?lat=&lng=: the nearest clinics of a city's centre or of a point. */
export function useEmergencyClinics(near: ClinicsNear | null) {
  return useQuery({
    ...emergencyClinicsOptions(near ?? { city: '' }),
    enabled: near !== null && ('point' in near || Boolean(near.city.trim())),
  });
}
