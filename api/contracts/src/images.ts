/**
 * Uploaded images (decision 083): one upload route takes the file itself (its bytes as the request body, not base64
 * JSON), the API decodes it, strips its metadata and stores a few WebP widths; records keep the image's id and
 * pages build `srcset` from the widths.
 */
import * as z from 'zod/mini';

/** The types an upload may be: what the browser's file input offers and the image library decodes. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An ordinary phone photo is 2-6 MB; 15 MB leaves room for a large one. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** The widths every image is stored at (never wider than the original); pages pick one through `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export const imageMessages = {
  /** Unchanged from the pet photo rule (spec): the bytes must be one of these types. */
  type: 'Photo must be a JPEG, PNG or WebP image.',
  size: 'Photo must be 15 MB or smaller.',
  unreadable: 'This photo could not be read. Please choose another one.',
  rateLimited: 'You have uploaded many photos in a short time. Please try again in a few minutes.',
} as const;

/** An image id: 22 URL-safe characters (128 random bits), so a link cannot be guessed from another. */
export const ImageId = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'Please choose the photo again.'));
export type ImageId = z.infer<typeof ImageId>;

/** What a record keeps of its image, and what pages need to show it without a layout shift. */
export const ImageRef = z.object({
  id: z.string(),
  /** The stored widths, ascending. */
  widths: z.array(z.number()),
  /** The stored picture's size in pixels (after auto-rotation), for its aspect ratio. */
  width: z.number(),
  height: z.number(),
});
export type ImageRef = z.infer<typeof ImageRef>;

/** POST /api/images answers 201 with the stored image. */
export const ImageUploaded = z.object({ image: ImageRef });
export type ImageUploaded = z.infer<typeof ImageUploaded>;

/** The address of one stored width of an image. */
export const imageUrl = (id: string, width: number) => `/api/images/${id}/${width}`;

const IMAGE_ADDRESS = /^\/api\/images\/([A-Za-z0-9_-]{22})\/[1-9]\d{0,4}$/;

/** The image id in one of our own image addresses (`imageUrl`), or null for anything else (a link elsewhere). */
export const imageIdOf = (address: string): string | null => IMAGE_ADDRESS.exec(address)?.[1] ?? null;

/**
 * A record field that keeps an address of one of our stored images, never a link to another host (decision 104:
 * a provider's photo and gallery are uploaded, not hot-linked).
 */
export const ImageAddress = (message: string) => z.string({ error: message }).check(z.regex(IMAGE_ADDRESS, message));

/** `srcset` for an image: every stored width with its `w` descriptor. */
export const imageSrcSet = (image: Pick<ImageRef, 'id' | 'widths'>) =>
  image.widths.map((width) => `${imageUrl(image.id, width)} ${width}w`).join(', ');
