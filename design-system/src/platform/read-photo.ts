import {
  PET_PHOTO_MAX_BYTES,
  PET_PHOTO_SIZE_MESSAGE,
  PET_PHOTO_TYPE_MESSAGE,
  PET_PHOTO_TYPES,
} from '@petpal/contracts';

export type PhotoRead = { ok: true; dataUrl: string } | { ok: false; error: string };

export const PHOTO_READ_FAILED = 'The photo could not be read. Please try another file.';

/**
 * Reads a chosen photo as a data URL, refusing other types and files over 512 KB before reading (the API
 * checks again: type by the bytes, size, and strips the metadata). One copy for every remote that uploads.
 */
export function readPhotoFile(file: File): Promise<PhotoRead> {
  if (!(PET_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return Promise.resolve({ ok: false, error: PET_PHOTO_TYPE_MESSAGE });
  }
  if (file.size > PET_PHOTO_MAX_BYTES) return Promise.resolve({ ok: false, error: PET_PHOTO_SIZE_MESSAGE });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ ok: false, error: PHOTO_READ_FAILED });
    reader.readAsDataURL(file);
  });
}
