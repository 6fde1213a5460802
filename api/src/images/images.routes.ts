import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, imageMessages, type ImageUploaded } from '@petpal/contracts';
import type { AppEnv } from '../app-env';
import type { DataPort } from '../data/port';
import { AppError, Invalid, NotFound, Unauthorized } from '../errors';
import { createRateLimiter } from '../lib/rate-limit';
import { createImagesService, type ImageVariant, type ImagesService } from './images.service';

/** Uploads per user per hour: a busy day's photos, not a script's. */
export const IMAGE_UPLOADS_PER_HOUR = 60;

const ID = /^[A-Za-z0-9_-]{22}$/;
const WIDTH = /^[1-9]\d{0,4}$/;
/** Stored widths never change under an id: a year, immutable. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A private image (decision 098): only the browser of someone allowed keeps it, and only for an hour, so a
 * shared cache never holds it and a member who leaves stops seeing it soon after.
 */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=3600';

/** The browser names AVIF in its Accept header (Chrome, Firefox and Safari 16+ do for images), not refused with q=0. */
export function acceptsAvif(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return type === 'image/avif' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** The body must be declared as one of the image types: anything else (JSON, a form) is refused before it is read. */
const declaredImage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(declared)) {
    throw new Invalid('Some fields are missing or not valid.', { photo: imageMessages.type });
  }
  await next();
};

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new Unauthorized('Please log in to continue.');
  await next();
};

/** The ETag of one variant: the id, width and format name the bytes (a stored width never changes). */
const etagOf = (id: string, variant: ImageVariant) =>
  `"${id}-${variant.width}${variant.format === 'avif' ? '-avif' : ''}"`;

/**
 * Answers one variant of image `id`: its ETag (304 when the browser has it, before any byte is read), a year's
 * public cache or a private one (decision 098), `Vary` (the same address answers AVIF or WebP by `Accept`,
 * decision 100, and a private one by who asks), then the bytes `load` reads.
 */
export async function imageVariantResponse(
  c: Context,
  id: string,
  variant: ImageVariant,
  load: () => Promise<Uint8Array>,
): Promise<Response> {
  const etag = etagOf(id, variant);
  c.header('Cache-Control', variant.private ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL);
  c.header('Vary', variant.private ? 'Accept, Cookie' : 'Accept');
  c.header('ETag', etag);
  // A public image may be shown on a partner's page (the vet widget's portrait, decision 116); a private one not.
  c.header('Cross-Origin-Resource-Policy', variant.private ? 'same-origin' : 'cross-origin');
  if (
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304);
  const bytes = await load();
  c.header('Content-Type', `image/${variant.format}`);
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}

/**
 * POST /api/images: the file itself as the body (Content-Type image/jpeg, image/png or image/webp, up to
 * 15 MB), signed-in users, rate-limited per user; 201 with the stored image's id and widths.
 * GET /api/images/:id/:width: a stored width (the nearest stored one) as AVIF when `Accept` names it and the
 * image has one, else WebP (`Vary: Accept`), cached for a year; a private one (decision 098) only for whom its
 * area's access hook lets through (404 for anyone else), cached privately.
 */
export function createImagesRoutes(db: DataPort, images: ImagesService = createImagesService(db)) {
  const uploads = createRateLimiter(db, {
    name: 'image-upload',
    limit: IMAGE_UPLOADS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: imageMessages.rateLimited,
  });
  const limit = bodyLimit({
    maxSize: IMAGE_MAX_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', imageMessages.size);
    },
  });

  return new Hono<AppEnv>()
    .post('/', signedIn, declaredImage, limit, async (c) => {
      const userId = c.get('user')!.id;
      await uploads.consume(userId);
      const declared = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const body: ImageUploaded = { image: await images.upload(userId, declared, bytes, IMAGE_MAX_BYTES) };
      return c.json(body, 201);
    })
    .get('/:id/:width', async (c) => {
      const { id, width } = c.req.param();
      if (!ID.test(id) || !WIDTH.test(width)) throw new NotFound();
      // Access is checked before anything else is answered (a 304 included): a refused viewer gets 404. A
      // revalidation is answered from the image's record; the file is read only for a 200 (decision 116).
      const user = c.get('user') ?? null;
      const variant = await images.variant(id, Number(width), user, acceptsAvif(c.req.header('accept')));
      return imageVariantResponse(c, id, variant, () => images.bytesOf(id, variant));
    });
}
