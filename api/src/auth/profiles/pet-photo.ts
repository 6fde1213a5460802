import { PET_PHOTO_TYPE_MESSAGE } from '@petpal/contracts';
import { Invalid } from '../../errors';
import { type PhotoType, sniffPhotoType } from '../../lib/photos';

/**
 * Decodes a photo data URL the contract has already checked (type and size) and makes sure the bytes are
 * the image type they claim, so the photo route never serves anything but that image.
 */
export function decodePetPhoto(dataUrl: string): { contentType: PhotoType; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const actual = sniffPhotoType(bytes);
  if (!actual || actual !== declared) {
    throw new Invalid('Some fields are missing or not valid.', { photo: PET_PHOTO_TYPE_MESSAGE });
  }
  return { contentType: actual, bytes };
}
