import {
  ErrorBody,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  imageMessages,
  ImageUploaded,
  type ImageRef,
} from '@petpal/contracts';

export type ImageUpload = { ok: true; image: ImageRef } | { ok: false; error: string };

export const IMAGE_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

/**
 * Sends a chosen photo to the image pipeline (decision 083): the file itself as the body (no base64), refused
 * here first when its type or size (15 MB) is wrong; the API checks again, resizes it and strips its metadata.
 * One copy for every remote that takes photos.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<ImageUpload> {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { ok: false, error: imageMessages.type };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, error: imageMessages.size };
  let response: Response;
  try {
    response = await fetch('/api/images', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type },
      body: file,
      signal,
    });
  } catch {
    return { ok: false, error: IMAGE_UPLOAD_FAILED };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = ImageUploaded.safeParse(data);
    return parsed.success ? { ok: true, image: parsed.data.image } : { ok: false, error: IMAGE_UPLOAD_FAILED };
  }
  const error = ErrorBody.safeParse(data);
  if (!error.success) return { ok: false, error: IMAGE_UPLOAD_FAILED };
  return { ok: false, error: error.data.error.fields?.photo ?? error.data.error.message };
}
