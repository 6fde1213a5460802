import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { centralAngle, pointOf } from './geo';
import { type EmbeddedDataPort, openEmbeddedPort } from './store';

const EARTH_KM = 6378.1;
let port: EmbeddedDataPort | null = null;
let dir = '';

afterEach(async () => {
  await port?.close();
  port = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded engine’s geo subset', () => {
  it('reads GeoJSON points and legacy pairs, and nothing else', () => {
    expect(pointOf({ type: 'Point', coordinates: [77.6, 12.9] })).toEqual([77.6, 12.9]);
    expect(pointOf([77.6, 12.9])).toEqual([77.6, 12.9]);
    for (const bad of [null, {}, [1], [181, 0], [0, -91], { type: 'LineString', coordinates: [0, 0] }, ['1', '2']]) {
      expect(pointOf(bad)).toBeNull();
    }
  });

  it('measures great-circle angles (Mumbai to Bengaluru is about 845 km)', () => {
    const km = centralAngle([72.8777, 19.076], [77.5946, 12.9716]) * EARTH_KM;
    expect(km).toBeGreaterThan(835);
    expect(km).toBeLessThan(855);
    expect(centralAngle([10, 10], [10, 10])).toBe(0);
  });

  it('refuses the geo shapes and values it does not speak instead of answering wrongly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'petpal-geo-'));
    port = await openEmbeddedPort({ dataDir: dir, dbName: 'db', ttlSweepMs: 0 });
    const places = port.collection('places');
    await places.insertOne({ location: { type: 'Point', coordinates: [1, 1] } });
    await expect(
      places
        .find({
          location: {
            $geoWithin: {
              $box: [
                [0, 0],
                [2, 2],
              ],
            },
          },
        })
        .toArray(),
    ).rejects.toThrow(/\$centerSphere only/);
    await expect(places.find({ location: { $geoWithin: { $centerSphere: [[0, 0], -1] } } }).toArray()).rejects.toThrow(
      /radius in radians/,
    );
    await places.insertOne({ location: 'Bengaluru' });
    await expect(places.createIndex({ location: '2dsphere' })).rejects.toMatchObject({ code: 16755 });
  });
});
