import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MapTiles } from '@petpal/contracts';
import { loadEnv } from '../../env';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('TILE_URL and TILE_ATTRIBUTION', () => {
  const dev = { NODE_ENV: 'development' };

  it("default to OpenStreetMap's standard tiles and their attribution", () => {
    expect(loadEnv(dev)).toMatchObject({
      TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
  });

  it('must be an http(s) template with {z}, {x} and {y}', () => {
    expect(loadEnv({ ...dev, TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }).TILE_URL).toBe(
      'http://127.0.0.1:9/{z}/{x}/{y}.png',
    );
    expect(() => loadEnv({ ...dev, TILE_URL: 'http://tiles.example/{z}/{x}.png' })).toThrow(/TILE_URL/);
    expect(() => loadEnv({ ...dev, TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(/TILE_URL/);
  });
});

describe('GET /api/auth/location/tiles', () => {
  it('tells any visitor (no login) the tile template, attribution and highest zoom', async () => {
    const { app } = await createTestApp(test.db, {
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      TILE_ATTRIBUTION: 'Tiles: the local stand-in',
    });
    const res = await app.request('/api/auth/location/tiles');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(MapTiles.parse(await res.json())).toEqual({
      url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      attribution: 'Tiles: the local stand-in',
      maxZoom: 19,
    });
  });
});
