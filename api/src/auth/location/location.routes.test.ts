import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, ReverseGeocodeResult } from '@petpal/contracts';
import { loadEnv } from '../../env';
import { createMemoryLogger } from '../../lib/logger';
import { createRateLimiter } from '../../lib/rate-limit';
import {
  createTestApp,
  createTestDatabase,
  fromPeer,
  SHELL_PROXY,
  type TestDatabase,
} from '../../test-support/test-app';
import { createLocationService, LOCATION_UNAVAILABLE, REVERSE_GEOCODE_LIMIT } from './location.service';

type Reply = { status: number; body: unknown } | 'hang';

/** A Nominatim stand-in answering whatever the test sets, recording each request. */
let maps: Server;
let mapsUrl: string;
let reply: Reply;
let seen: IncomingMessage[];
let test: TestDatabase;

beforeEach(async () => {
  test = await createTestDatabase();
  seen = [];
  reply = { status: 200, body: {} };
  maps = createServer((req, res) => {
    seen.push(req);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => maps.listen(0, '127.0.0.1', resolve));
  mapsUrl = `http://127.0.0.1:${(maps.address() as AddressInfo).port}`;
});
afterEach(async () => {
  maps.closeAllConnections();
  await new Promise((resolve) => maps.close(resolve));
  await test.close();
});

const pune = {
  place_id: 1,
  display_name: 'Pune, Maharashtra, India',
  address: {
    city: 'Pune',
    state_district: 'Pune District',
    state: 'Maharashtra',
    country: 'India',
    country_code: 'in',
  },
};

async function appWithMaps(extra: Record<string, string> = {}) {
  return (await createTestApp(test.db, { NOMINATIM_URL: `${mapsUrl}/`, TRUST_PROXY: SHELL_PROXY, ...extra })).app;
}

const reverse = (app: Awaited<ReturnType<typeof appWithMaps>>, query: string, ip = '203.0.113.9') =>
  app.request(`/api/auth/location/reverse?${query}`, { headers: { 'X-Forwarded-For': ip } }, fromPeer(SHELL_PROXY));

describe('NOMINATIM_URL', () => {
  it('defaults to the public Nominatim and must be an http(s) URL', () => {
    const dev = { NODE_ENV: 'development' };
    expect(loadEnv(dev).NOMINATIM_URL).toBe('https://nominatim.openstreetmap.org');
    expect(loadEnv({ ...dev, NOMINATIM_URL: 'http://127.0.0.1:9000/' }).NOMINATIM_URL).toBe('http://127.0.0.1:9000');
    expect(() => loadEnv({ ...dev, NOMINATIM_URL: 'ftp://maps.example' })).toThrow(/NOMINATIM_URL/);
  });
});

describe('GET /api/auth/location/reverse', () => {
  it('asks the maps service for lat, lon and format=json, identifying itself, and answers city, state, country', async () => {
    reply = { status: 200, body: pune };
    const app = await appWithMaps();
    const res = await reverse(app, 'lat=18.5204&lon=73.8567');
    expect(res.status).toBe(200);
    expect(ReverseGeocodeResult.parse(await res.json())).toEqual({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
    });

    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url!, mapsUrl);
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '18.5204', lon: '73.8567', format: 'json' });
    expect(seen[0]!.headers['user-agent']).toMatch(/^PetPal\//);
    expect(seen[0]!.headers['accept-language']).toBe('en');
  });

  it('falls back from city to town to village; missing parts are empty', async () => {
    const app = await appWithMaps();
    reply = { status: 200, body: { address: { town: 'Lonavala', state: 'Maharashtra', country: 'India' } } };
    expect(await (await reverse(app, 'lat=18.75&lon=73.4')).json()).toEqual({
      city: 'Lonavala',
      state: 'Maharashtra',
      country: 'India',
    });
    reply = { status: 200, body: { address: { village: 'Velas', country: 'India' } } };
    expect(await (await reverse(app, 'lat=17.96&lon=73.03')).json()).toEqual({
      city: 'Velas',
      state: '',
      country: 'India',
    });
  });

  it('needs no login', async () => {
    reply = { status: 200, body: pune };
    const app = await appWithMaps();
    const res = await app.request('/api/auth/location/reverse?lat=18.5&lon=73.8');
    expect(res.status).toBe(200);
  });

  it('answers 502 "Location unavailable" when the maps service fails or knows no place', async () => {
    const app = await appWithMaps();
    for (const failure of [
      { status: 500, body: { error: 'boom' } },
      { status: 200, body: { error: 'Unable to geocode' } },
      { status: 200, body: { address: {} } },
    ]) {
      reply = failure;
      const res = await reverse(app, 'lat=0&lon=-30');
      expect(res.status).toBe(502);
      expect(ErrorBody.parse(await res.json()).error).toEqual({
        code: 'location_unavailable',
        message: LOCATION_UNAVAILABLE,
      });
    }
    const unreachable = await createTestApp(test.db, { NOMINATIM_URL: 'http://127.0.0.1:9' });
    expect((await unreachable.app.request('/api/auth/location/reverse?lat=1&lon=1')).status).toBe(502);
  });

  it('gives up on a maps service slower than the time-out', async () => {
    reply = 'hang';
    const log = createMemoryLogger();
    const service = createLocationService({
      nominatimUrl: mapsUrl,
      userAgent: 'PetPal/test',
      limiter: createRateLimiter(test.db, REVERSE_GEOCODE_LIMIT),
      log,
      timeoutMs: 100,
    });
    await expect(service.reverse({ lat: 1, lon: 1 }, { ip: '203.0.113.1' })).rejects.toMatchObject({
      status: 502,
      message: LOCATION_UNAVAILABLE,
    });
    expect(log.lines).toEqual([expect.objectContaining({ msg: 'reverse geocoding failed', reason: 'TimeoutError' })]);
  });

  it('validates the query strictly: lat -90..90, lon -180..180, no other keys', async () => {
    const app = await appWithMaps();
    for (const [query, fields] of [
      ['lat=91&lon=0', { lat: 'Latitude must be a number between -90 and 90.' }],
      ['lat=-90.5&lon=0', { lat: 'Latitude must be a number between -90 and 90.' }],
      ['lat=0&lon=180.01', { lon: 'Longitude must be a number between -180 and 180.' }],
      [
        'lat=abc&lon=',
        {
          lat: 'Latitude must be a number between -90 and 90.',
          lon: 'Longitude must be a number between -180 and 180.',
        },
      ],
      ['lon=10', { lat: 'Latitude must be a number between -90 and 90.' }],
      ['lat=1&lon=1&zoom=3', { zoom: 'Unknown field.' }],
      ['lat=1&lat=2&lon=1', { lat: 'Latitude must be a number between -90 and 90.' }],
    ] as const) {
      const res = await reverse(app, query);
      expect(res.status, query).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields, query).toEqual(fields);
    }
    expect(seen).toHaveLength(0);
  });

  it(`allows ${REVERSE_GEOCODE_LIMIT.limit} lookups per IP in 10 minutes`, async () => {
    reply = { status: 200, body: pune };
    const app = await appWithMaps();
    for (let i = 0; i < REVERSE_GEOCODE_LIMIT.limit; i++)
      expect((await reverse(app, 'lat=18.5&lon=73.8')).status).toBe(200);
    const limited = await reverse(app, 'lat=18.5&lon=73.8');
    expect(limited.status).toBe(429);
    expect(ErrorBody.parse(await limited.json()).error.message).toBe(REVERSE_GEOCODE_LIMIT.message);
    expect((await reverse(app, 'lat=18.5&lon=73.8', '198.51.100.2')).status).toBe(200);
  });
});
