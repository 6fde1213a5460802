import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 320;
const HEIGHT = 240;

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `pixel(x, y)`. */
function png(pixel: (x: number, y: number) => Rgb): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** HSL (hue in degrees, saturation and lightness 0-1) as RGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** The pad and four toes of a paw print, as ellipses (centre x, centre y, radius x, radius y). */
const PAW: ReadonlyArray<readonly [number, number, number, number]> = [
  [160, 148, 44, 36],
  [104, 96, 18, 24],
  [140, 76, 18, 24],
  [180, 76, 18, 24],
  [216, 96, 18, 24],
];

/**
 * A demo listing photo: a paw print on a soft gradient of `hue` (no real animal's picture; about 2 KB).
 * @example seedPawPhoto(30) // an orange one
 */
export function seedPawPhoto(hue: number): Uint8Array {
  const paw = hsl(hue, 0.45, 0.32);
  return png((x, y) => {
    const onPaw = PAW.some(([cx, cy, rx, ry]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
    return onPaw ? paw : hsl(hue, 0.55, 0.82 - (y / HEIGHT) * 0.12);
  });
}
