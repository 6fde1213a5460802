import { PET_PHOTO_TYPE_MESSAGE } from '@petpal/contracts';
import { Invalid } from '../../errors';

type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes really are, from their signature; null for anything else. */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, ...signature: number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/**
 * Decodes a photo data URL the contract has already checked (type and size) and makes sure the bytes are
 * the image type they claim, so the photo route never serves anything but that image.
 */
export function decodePetPhoto(dataUrl: string): { contentType: PhotoType; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const actual = sniffImageType(bytes);
  if (!actual || actual !== declared) {
    throw new Invalid('Some fields are missing or not valid.', { photo: PET_PHOTO_TYPE_MESSAGE });
  }
  return { contentType: actual, bytes };
}
