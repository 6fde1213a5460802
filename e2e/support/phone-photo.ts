import type { Page } from '@playwright/test';

/**
 * A photo the size an ordinary phone makes (noise does not compress: about 3 MB at 1024 x 1024 as PNG, or as a
 * 2048 x 1536 JPEG), drawn on a canvas in the page itself, so nothing binary is checked in and no image library is
 * needed here.
 */
export async function phonePhoto(
  page: Page,
  width = 1024,
  height = 1024,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(w, h);
      const random = new Uint8Array(65536);
      for (let at = 0; at < pixels.data.length; at += random.length) {
        crypto.getRandomValues(random);
        pixels.data.set(random.subarray(0, Math.min(random.length, pixels.data.length - at)), at);
      }
      for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL(mime, 0.95);
    },
    [width, height, type] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
