import { PET_PHOTO_TYPE_MESSAGE, petReportMessages } from '@petpal/contracts';
import { Invalid } from '../../errors';
import { MalformedPhoto, type PhotoType, stripPhotoMetadata } from './photo-metadata';

/** The type the bytes really are, from their signature; null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, ...signature: number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

const refused = (message: string) => new Invalid('Some fields are missing or not valid.', { photo: message });

/**
 * A photo data URL (pet reports, community posts) the contract has checked (type, size, base64), decoded: the bytes must be the
 * image type they claim, and leave without their location metadata (EXIF, XMP, text chunks).
 */
export function decodePhotoDataUrl(dataUrl: string): { contentType: PhotoType; bytes: Uint8Array } {
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const actual = sniffPhotoType(bytes);
  if (!actual || actual !== declared) throw refused(PET_PHOTO_TYPE_MESSAGE);
  try {
    return { contentType: actual, bytes: stripPhotoMetadata(actual, bytes) };
  } catch (error) {
    if (error instanceof MalformedPhoto) throw refused(petReportMessages.photoUnreadable);
    throw error;
  }
}
