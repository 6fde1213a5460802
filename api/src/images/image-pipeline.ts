import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS } from '@petpal/contracts';

// One pipeline at a time per image is enough on a small machine; libvips' own cache only grows memory here.
sharp.cache(false);

/** The bytes are not an image the library can decode. */
export class UndecodableImage extends Error {
  override name = 'UndecodableImage';
}

export interface ImageVariant {
  width: number;
  /** The WebP (every browser we serve). */
  bytes: Uint8Array;
  /** The AVIF of the same width (smaller; served to browsers that accept it). */
  avif: Uint8Array;
}

export interface ProcessedImage {
  /** The picture's size after auto-rotation, capped at the widest stored width (its aspect ratio). */
  width: number;
  height: number;
  /** One WebP and one AVIF per stored width, ascending. */
  variants: ImageVariant[];
}

/** The stored widths for a picture `width` pixels wide: never wider than it is (no upscaling). */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((stored) => stored < width);
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return widths.includes(largest) ? widths : [...widths, largest];
}

/** The width to serve for `requested`: the stored one nearest to it (the wider on a tie). */
export function nearestWidth(stored: readonly number[], requested: number): number {
  return stored.reduce((best, width) =>
    Math.abs(width - requested) < Math.abs(best - requested) ||
    (Math.abs(width - requested) === Math.abs(best - requested) && width > best)
      ? width
      : best,
  );
}

const WEBP = { quality: 80, effort: 4 } as const;
/**
 * AVIF at quality 50 looks like the WebP at 80 in about half the bytes. Effort 0 (of 9): on this 2-core machine
 * the default effort 4 took seconds per width of a noisy phone photo, effort 0 keeps the whole upload near the
 * WebP-only time (decision 100 has the figures).
 */
const AVIF = { quality: 50, effort: 0 } as const;

/**
 * Decodes an upload (JPEG, PNG, WebP; the whole file: a truncated or corrupt one is refused), turns it upright
 * from its EXIF orientation, and encodes a WebP and an AVIF at each stored width. sharp writes no metadata unless asked
 * (no EXIF, GPS, XMP, IPTC or comments leave here) and converts the colours to sRGB.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    upright = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variants: ImageVariant[] = [];
  for (const width of widthsFor(info.width)) {
    const resized = await sharp(data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const sized = { raw: { width: resized.info.width, height: resized.info.height, channels: info.channels } };
    const [webp, avif] = await Promise.all([
      sharp(resized.data, sized).webp(WEBP).toBuffer(),
      sharp(resized.data, sized).avif(AVIF).toBuffer(),
    ]);
    variants.push({ width, bytes: new Uint8Array(webp), avif: new Uint8Array(avif) });
  }
  return { width: info.width, height: info.height, variants };
}
