import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Place {
  lat: number;
  lon: number;
  /** Nominatim's address parts; towns and villages have no `city`. */
  address: { city?: string; town?: string; state: string; country: string; country_code: string };
}

/** A few real places, so any point near one of them is named like the public service would name it. */
const places: readonly Place[] = [
  { lat: 18.5204, lon: 73.8567, address: { city: 'Pune', state: 'Maharashtra', country: 'India', country_code: 'in' } },
  {
    lat: 19.076,
    lon: 72.8777,
    address: { city: 'Mumbai', state: 'Maharashtra', country: 'India', country_code: 'in' },
  },
  {
    lat: 18.7546,
    lon: 73.4062,
    address: { town: 'Lonavala', state: 'Maharashtra', country: 'India', country_code: 'in' },
  },
  { lat: 28.6139, lon: 77.209, address: { city: 'New Delhi', state: 'Delhi', country: 'India', country_code: 'in' } },
  {
    lat: 12.9716,
    lon: 77.5946,
    address: { city: 'Bengaluru', state: 'Karnataka', country: 'India', country_code: 'in' },
  },
  {
    lat: 13.0827,
    lon: 80.2707,
    address: { city: 'Chennai', state: 'Tamil Nadu', country: 'India', country_code: 'in' },
  },
  {
    lat: 17.385,
    lon: 78.4867,
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India', country_code: 'in' },
  },
  {
    lat: 22.5726,
    lon: 88.3639,
    address: { city: 'Kolkata', state: 'West Bengal', country: 'India', country_code: 'in' },
  },
  {
    lat: 40.7128,
    lon: -74.006,
    address: { city: 'New York', state: 'New York', country: 'United States', country_code: 'us' },
  },
  {
    lat: 37.7749,
    lon: -122.4194,
    address: { city: 'San Francisco', state: 'California', country: 'United States', country_code: 'us' },
  },
  {
    lat: 51.5074,
    lon: -0.1278,
    address: { city: 'London', state: 'England', country: 'United Kingdom', country_code: 'gb' },
  },
];

/** Farther than this from every known place, the stand-in knows nothing there (like the sea for the real one). */
const MAX_DISTANCE_KM = 150;

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLon - aLon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export interface MapsStub {
  url: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for Nominatim's `/reverse?lat&lon&format=json`: the test double at the edge of the maps
 * service, because this platform runs without internet access. It answers the nearest of a few real places
 * in Nominatim's shape, and `{"error":"Unable to geocode"}` far from all of them. Set NOMINATIM_URL to use
 * a real Nominatim instead.
 */
export async function startMapsStub(): Promise<MapsStub> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://maps.local');
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    if (request.method !== 'GET' || url.pathname !== '/reverse') {
      send(response, 404, { error: { code: 404, message: 'Unknown endpoint' } });
      return;
    }
    if (
      !url.searchParams.get('lat') ||
      !url.searchParams.get('lon') ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lon)
    ) {
      send(response, 400, { error: { code: 400, message: 'Parameter lat/lon missing or not a number.' } });
      return;
    }
    const ranked = places
      .map((place) => ({ place, km: distanceKm(lat, lon, place.lat, place.lon) }))
      .sort((a, b) => a.km - b.km);
    const nearest = ranked[0];
    if (!nearest || nearest.km > MAX_DISTANCE_KM) {
      send(response, 200, { error: 'Unable to geocode' });
      return;
    }
    const { address } = nearest.place;
    send(response, 200, {
      place_id: places.indexOf(nearest.place) + 1,
      licence: 'Local stand-in for the Nominatim reverse geocoding API',
      lat: String(nearest.place.lat),
      lon: String(nearest.place.lon),
      display_name: [address.city ?? address.town, address.state, address.country].join(', '),
      address,
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Any free port: the URL is handed to the API, so parallel platforms never collide.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
