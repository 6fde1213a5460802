import type { EmergencyClinic, EmergencyClinicList, EmergencyDirectory, PoisonLine } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';

/** Emergency answers for stories and tests, shaped like the API's demo data. */
export const indiaLine: PoisonLine = {
  country: 'India',
  name: 'National Poisons Information Centre (AIIMS)',
  phone: '1800 116 117',
  telHref: 'tel:+911800116117',
  feeNote: 'Toll-free.',
};
export const ukLine: PoisonLine = {
  country: 'United Kingdom',
  name: 'Animal PoisonLine',
  phone: '01202 509000',
  telHref: 'tel:+441202509000',
  feeNote: 'A fee per call may apply.',
};

export const directory: EmergencyDirectory = {
  cities: [
    { id: 'mumbai', name: 'Mumbai', country: 'India' },
    { id: 'london', name: 'London', country: 'United Kingdom' },
  ],
  poisonLines: [indiaLine, ukLine],
};

export const clinic = (over: Partial<EmergencyClinic> = {}): EmergencyClinic => ({
  id: 'mumbai-bandra',
  name: 'Bandra Animal Emergency Hospital',
  address: '14 Hill Road, Bandra West, Mumbai 400050',
  cityId: 'mumbai',
  phone: '022 2640 1187',
  telHref: 'tel:+912226401187',
  distanceKm: 5.2,
  open24h: true,
  openNow: true,
  hours: 'Open 24 hours',
  services: ['Critical care', 'Surgery', 'Poisoning'],
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=19.0544,72.834',
  point: { lat: 19.0544, lng: 72.834 },
  ...over,
});

export const closedClinic = clinic({
  id: 'mumbai-powai',
  name: 'Powai Night Vet',
  address: 'Hiranandani Gardens, Powai, Mumbai 400076',
  phone: '022 2570 4410',
  telHref: 'tel:+912225704410',
  distanceKm: 5.5,
  open24h: false,
  openNow: false,
  hours: 'Open daily 20:00 to 08:00',
  services: ['Out-of-hours care', 'Exotic pets'],
  point: { lat: 19.1176, lng: 72.906 },
});

export const mumbai: EmergencyClinicList = {
  city: directory.cities[0]!,
  clinics: [clinic(), closedClinic],
  poisonLine: indiaLine,
};

export const london: EmergencyClinicList = {
  city: directory.cities[1]!,
  clinics: [
    clinic({
      id: 'london-camden',
      name: 'Camden Animal Emergency Hospital',
      address: 'Royal College Street, London NW1 0TU',
      cityId: 'london',
      phone: '020 7946 0112',
      telHref: 'tel:+442079460112',
      distanceKm: 3.6,
      point: { lat: 51.5393, lng: -0.1371 },
    }),
  ],
  poisonLine: ukLine,
};

/**
 * GET /api/care/emergency/clinics over the two fixture cities: ?city= by id or name (any other is unlisted,
 * 404), or ?lat=&lng= (a point north of 30 degrees is near London, any other near Mumbai).
 */
export function clinicsByCity(request: RecordedRequest) {
  const lat = request.query.get('lat');
  if (lat !== null) return ok(Number(lat) > 30 ? london : mumbai);
  const city = (request.query.get('city') ?? '').toLowerCase();
  if (city === 'mumbai') return ok(mumbai);
  if (city === 'london') return ok(london);
  return apiError(404, 'not_found', 'We have no emergency clinics listed for this city yet.');
}

export const emergencyApi = {
  'GET /api/care/emergency/cities': ok(directory),
  'GET /api/care/emergency/clinics': clinicsByCity,
};
