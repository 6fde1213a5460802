import sharp from 'sharp';
import type { ImageRef } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createImagesService } from './images.service';

export interface TestPhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation (6: the camera was turned; the picture must be stored upright). */
  orientation?: number;
  /** Write a GPS position into EXIF, as a phone camera does. */
  gps?: boolean;
  /** Noise to make the file large (an ordinary phone photo does not compress to nothing). */
  noise?: boolean;
}

/** The GPS text written by `testPhoto({ gps: true })`, to look for in what the API stores. */
export const TEST_GPS_TEXT = 'GPSPetPalHome';

/** A real, decodable photo made by sharp (tests of any area that take images). */
export async function testPhoto({
  width = 800,
  height = 600,
  format = 'jpeg',
  orientation,
  gps = false,
  noise = false,
}: TestPhotoOptions = {}): Promise<Uint8Array> {
  let image = noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#c8843c',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: '#c8843c' } });
  if (gps) {
    image = image.withExif({
      IFD0: { ImageDescription: TEST_GPS_TEXT },
      IFD3: { GPSLatitudeRef: 'N', GPSMapDatum: TEST_GPS_TEXT },
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  const encoded = await image.toFormat(format, format === 'jpeg' ? { quality: 92 } : {}).toBuffer();
  return new Uint8Array(encoded);
}

/** True when `needle` occurs in `bytes` (metadata left behind shows as its text). */
export const containsText = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).includes(needle);

/** An image `userId` uploaded (what POST /api/images stores), for tests of records that keep images. */
export async function uploadTestPhoto(db: DataPort, userId: string, options: TestPhotoOptions = {}): Promise<ImageRef> {
  return createImagesService(db).upload(userId, 'image/jpeg', await testPhoto(options), Infinity);
}
