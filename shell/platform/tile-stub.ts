import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

const TILE_SIZE = 256;
const MAX_ZOOM = 19;

/** Light land, darker grid lines and the tile's z/x/y in grey: plainly a stand-in, yet readable as a map. */
const LAND = [0xf2, 0xef, 0xe9] as const;
const GRID = [0xd6, 0xd0, 0xc4] as const;
const EDGE = [0xbf, 0xb8, 0xaa] as const;
const INK = [0x8a, 0x83, 0x76] as const;

/** 3x5 digits and the slash, one row per 3-bit number (most significant bit on the left). */
const GLYPHS: Record<string, readonly number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 3, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  '/': [1, 1, 2, 4, 4],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `pixels` (width * height * 3 bytes), encoded with node's zlib. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0; // filter: none
    rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The tile z/x/y: land, a grid every 32 px, the tile's edge and its address written in its corner. */
export function drawTile(z: number, x: number, y: number): Buffer {
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  const paint = (px: number, py: number, colour: readonly number[]) => pixels.set(colour, (py * TILE_SIZE + px) * 3);
  for (let py = 0; py < TILE_SIZE; py += 1) {
    for (let px = 0; px < TILE_SIZE; px += 1) {
      const edge = px === 0 || py === 0;
      paint(px, py, edge ? EDGE : px % 32 === 0 || py % 32 === 0 ? GRID : LAND);
    }
  }
  const scale = 3;
  [...`${z}/${x}/${y}`].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? [];
    glyph.forEach((bits, row) => {
      for (let col = 0; col < 3; col += 1) {
        if (!((bits >> (2 - col)) & 1)) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const px = 6 + index * 4 * scale + col * scale + dx;
            const py = 6 + row * scale + dy;
            if (px < TILE_SIZE && py < TILE_SIZE) paint(px, py, INK);
          }
        }
      }
    });
  });
  return encodePng(TILE_SIZE, TILE_SIZE, pixels);
}

export interface TileStub {
  /** The tile URL template, OpenStreetMap style: http://127.0.0.1:<port>/{z}/{x}/{y}.png */
  url: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenStreetMap tile server (`/{z}/{x}/{y}.png`, 256 px raster tiles): the test double
 * at the edge of the maps service, because this platform runs without internet access. Every tile is drawn
 * here (land, a grid and its own z/x/y), so nothing is downloaded. Set TILE_URL to use a real tile server.
 */
export async function startTileStub(): Promise<TileStub> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const match = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(new URL(request.url ?? '/', 'http://t').pathname);
    const [z, x, y] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [-1, -1, -1];
    if (request.method !== 'GET' || !match || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('No such tile');
      return;
    }
    const key = `${z}/${x}/${y}`;
    let png = cache.get(key);
    if (!png) {
      png = drawTile(z, x, y);
      if (cache.size > 2_000) cache.clear();
      cache.set(key, png);
    }
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': png.length,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(png);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Any free port: the URL is handed to the API, so parallel platforms never collide.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
