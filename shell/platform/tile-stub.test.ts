// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTileStub, type TileStub } from './tile-stub';

let stub: TileStub;
beforeAll(async () => {
  stub = await startTileStub();
});
afterAll(() => stub.close());

const tileUrl = (z: number, x: number, y: number) =>
  stub.url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('the tile stand-in', () => {
  it('names an OpenStreetMap-style URL template', () => {
    expect(stub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\{z\}\/\{x\}\/\{y\}\.png$/);
  });

  it('answers a 256 px PNG for a tile, drawn here, cacheable', async () => {
    const response = await fetch(tileUrl(12, 2818, 1719));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age');
    const png = Buffer.from(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);
    const dataStart = png.indexOf('IDAT') + 4;
    const length = png.readUInt32BE(dataStart - 8);
    const rows = inflateSync(png.subarray(dataStart, dataStart + length));
    expect(rows.length).toBe((256 * 3 + 1) * 256);
  });

  it('draws different tiles differently (each carries its own address)', async () => {
    const a = Buffer.from(await (await fetch(tileUrl(3, 1, 2))).arrayBuffer());
    const b = Buffer.from(await (await fetch(tileUrl(3, 2, 1))).arrayBuffer());
    expect(a.equals(b)).toBe(false);
  });

  it('answers 404 for a tile outside the world or a path that is no tile', async () => {
    for (const path of ['/2/4/0.png', '/2/0/4.png', '/20/0/0.png', '/1/0/0.jpg', '/', '/a/b/c.png']) {
      const response = await fetch(new URL(path, stub.url.replace('{z}/{x}/{y}.png', '')));
      expect(response.status, path).toBe(404);
    }
  });
});
