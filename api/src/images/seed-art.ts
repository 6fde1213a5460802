import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { imageUrl, type ImageRef } from '@petpal/contracts';
import { processImage, type ProcessedImage } from './image-pipeline';

/**
 * The demo data's own pictures (decision 083): drawn here in SVG, rendered by sharp and stored through the image
 * pipeline like any upload, so the seed hot-links nothing and every picture is ours to ship. Simple shapes on a
 * colour of the subject's own hue; the page's alt text names them.
 */

/** In a seed record, a picture to draw: `seed-art:<kind>:<key>` becomes the stored image's address. */
export const SEED_ART = 'seed-art:';
/** `scene` is the pet drawing at 640 px (two stored widths): quicker to store for the many listings and reports. */
export type SeedArtKind = 'portrait' | 'pet' | 'scene' | 'product';
export const seedArt = (kind: SeedArtKind, key: string) => `${SEED_ART}${kind}:${key}`;

const hueOf = (key: string) => createHash('sha256').update(key).digest()[0]! * 1.41;

function portrait(key: string): string {
  const hue = hueOf(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="hsl(${hue} 55% 82%)"/>
  <circle cx="50" cy="40" r="18" fill="hsl(${(hue + 20) % 360} 35% 45%)"/>
  <path d="M14 100 C16 72 32 62 50 62 C68 62 84 72 86 100 Z" fill="hsl(${(hue + 180) % 360} 40% 40%)"/>
</svg>`;
}

function pet(key: string, width = 960): string {
  const hue = hueOf(key);
  const fur = `hsl(${(hue + 30) % 360} 45% 55%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 160 120">
  <rect width="160" height="120" fill="hsl(${hue} 60% 85%)"/>
  <rect y="84" width="160" height="36" fill="hsl(${(hue + 90) % 360} 40% 60%)"/>
  <circle cx="128" cy="24" r="10" fill="hsl(45 90% 70%)"/>
  <ellipse cx="82" cy="78" rx="30" ry="18" fill="${fur}"/>
  <ellipse cx="52" cy="40" rx="7" ry="13" fill="hsl(${(hue + 30) % 360} 40% 30%)"/>
  <ellipse cx="80" cy="40" rx="7" ry="13" fill="hsl(${(hue + 30) % 360} 40% 30%)"/>
  <circle cx="66" cy="54" r="18" fill="${fur}"/>
  <circle cx="60" cy="50" r="2.5" fill="#2b1a10"/><circle cx="72" cy="50" r="2.5" fill="#2b1a10"/>
  <ellipse cx="66" cy="60" rx="4" ry="3" fill="#2b1a10"/>
  <rect x="60" y="90" width="6" height="14" rx="3" fill="${fur}"/><rect x="98" y="90" width="6" height="14" rx="3" fill="${fur}"/>
</svg>`;
}

function product(key: string): string {
  const hue = hueOf(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 160 120">
  <rect width="160" height="120" fill="hsl(${hue} 50% 90%)"/>
  <path d="M50 40 L80 28 L110 40 L110 88 L80 100 L50 88 Z" fill="hsl(${hue} 55% 55%)"/>
  <path d="M50 40 L80 52 L110 40 M80 52 V100" stroke="hsl(${hue} 50% 35%)" stroke-width="2.5" fill="none"/>
  <circle cx="64" cy="72" r="5" fill="#fff"/><circle cx="58" cy="63" r="2.4" fill="#fff"/>
  <circle cx="64" cy="61" r="2.4" fill="#fff"/><circle cx="70" cy="63" r="2.4" fill="#fff"/>
</svg>`;
}

const drawings: Record<SeedArtKind, (key: string) => string> = {
  portrait,
  pet,
  scene: (key) => pet(key, 640),
  product,
};

/** Rendered once per process and key: a re-seed (or every test's fresh database) only writes the files. */
const rendered = new Map<string, Promise<ProcessedImage>>();

/** A stable image id for a drawing, so a re-seed finds the picture it stored before. */
export const seedArtId = (art: string) => createHash('sha256').update(art).digest('base64url').slice(0, 22);

/** The drawing `art` (`seed-art:<kind>:<key>`) rendered and run through the pipeline. */
export function renderSeedArt(art: string): Promise<ProcessedImage> {
  let done = rendered.get(art);
  if (!done) {
    const [kind, key = ''] = art.slice(SEED_ART.length).split(/:(.*)/s) as [SeedArtKind, string?];
    const svg = (drawings[kind] ?? pet)(key);
    done = sharp(Buffer.from(svg))
      .png()
      .toBuffer()
      .then((png) => processImage(new Uint8Array(png)));
    rendered.set(art, done);
  }
  return done;
}

/** The address pages use for a stored drawing: its widest width (Photo adds the others through srcset). */
export const seedArtUrl = (image: ImageRef) => imageUrl(image.id, image.widths[image.widths.length - 1]!);
