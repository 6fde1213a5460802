import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nearestWidth, processImage, UndecodableImage, widthsFor } from './image-pipeline';
import { containsText, TEST_GPS_TEXT, testPhoto } from './images.test-support';

describe('the image pipeline', () => {
  it('stores 320, 640 and 1280 px WebPs of a large photo, without its EXIF (GPS included)', async () => {
    const photo = await testPhoto({ width: 4000, height: 3000, gps: true });
    expect(containsText(photo, TEST_GPS_TEXT)).toBe(true);
    const processed = await processImage(photo);
    expect(processed).toMatchObject({ width: 1280, height: 960 });
    expect(processed.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    for (const variant of processed.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(containsText(variant.bytes, TEST_GPS_TEXT)).toBe(false);
    }
  });

  it('stores an AVIF beside each WebP, the same size, without metadata, and smaller', async () => {
    const photo = await testPhoto({ width: 2400, height: 1800, noise: true, gps: true });
    const processed = await processImage(photo);
    for (const variant of processed.variants) {
      const meta = await sharp(variant.avif).metadata();
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: variant.width });
      expect(meta.exif).toBeUndefined();
      expect(containsText(variant.avif, TEST_GPS_TEXT)).toBe(false);
      expect(variant.avif.length).toBeLessThan(variant.bytes.length);
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const processed = await processImage(await testPhoto({ width: 800, height: 400, orientation: 6 }));
    expect(processed).toMatchObject({ width: 400, height: 800 });
    expect(await sharp(processed.variants.at(-1)!.bytes).metadata()).toMatchObject({ width: 400, height: 800 });
    expect(await sharp(processed.variants.at(-1)!.avif).metadata()).toMatchObject({ width: 400, height: 800 });
  });

  it('never upscales: a small picture is stored at its own width and the smaller stored ones', async () => {
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(1000)).toEqual([320, 640, 1000]);
    expect(widthsFor(5000)).toEqual([320, 640, 1280]);
    const processed = await processImage(await testPhoto({ width: 500, height: 250, format: 'png' }));
    expect(processed.variants.map((variant) => variant.width)).toEqual([320, 500]);
  });

  it('reads PNG and WebP as well as JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const processed = await processImage(await testPhoto({ width: 700, height: 700, format }));
      expect(processed.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    }
  });

  it('refuses bytes it cannot decode: garbage, or a JPEG cut short', async () => {
    await expect(processImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).rejects.toBeInstanceOf(
      UndecodableImage,
    );
    const photo = await testPhoto({ width: 600, height: 400, noise: true });
    await expect(processImage(photo.subarray(0, photo.length / 2))).rejects.toBeInstanceOf(UndecodableImage);
  });

  it('serves the stored width nearest to the one asked for', () => {
    expect(nearestWidth([320, 640, 1280], 1280)).toBe(1280);
    expect(nearestWidth([320, 640, 1280], 500)).toBe(640);
    expect(nearestWidth([320, 640, 1280], 400)).toBe(320);
    expect(nearestWidth([320, 640, 1280], 480)).toBe(640);
    expect(nearestWidth([320, 640, 1280], 9999)).toBe(1280);
    expect(nearestWidth([200], 1)).toBe(200);
  });
});
