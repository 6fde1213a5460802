import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { type ImageRef, imageMessages } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { AppError, Invalid, NotFound } from '../errors';
import { sniffPhotoType } from '../lib/photos';
import { nearestWidth, processImage, UndecodableImage } from './image-pipeline';
import { createImagesRepository, type ImageDoc, type ImageFormat } from './images.repository';
import { renderSeedArt, SEED_ART, seedArtId, seedArtUrl } from './seed-art';

const refused = (message: string, field = 'photo') =>
  new Invalid('Some fields are missing or not valid.', { [field]: message });

/** A record may keep only an image its own user uploaded (or the seed made). */
export const IMAGE_NOT_YOURS = 'Please choose the photo again.';

const refOf = ({ _id, widths, width, height }: ImageDoc): ImageRef => ({ id: _id, widths, width, height });

export type ImagesService = ReturnType<typeof createImagesService>;

/** Uploads (decode, rotate, resize, WebP, no metadata), the stored widths, and attaching an image to a record. */
export function createImagesService(db: DataPort, now: () => Date = () => new Date()) {
  const images = createImagesRepository(db);

  async function store(ownerId: ObjectId | null, bytes: Uint8Array): Promise<ImageRef> {
    let processed;
    try {
      processed = await processImage(bytes);
    } catch (error) {
      if (error instanceof UndecodableImage) throw refused(imageMessages.unreadable);
      throw error;
    }
    const image: ImageDoc = {
      _id: randomBytes(16).toString('base64url'),
      ownerId,
      widths: processed.variants.map((variant) => variant.width),
      width: processed.width,
      height: processed.height,
      avif: true,
      createdAt: now(),
    };
    await images.insert(image, processed.variants);
    return refOf(image);
  }

  async function claimAll(userId: string, imageIds: readonly string[], holder: string, field: string) {
    const owner = new ObjectId(userId);
    const refs: ImageRef[] = [];
    const claimedNow: string[] = [];
    for (const id of new Set(imageIds)) {
      const before = await images.claim(id, owner, holder);
      if (!before) {
        await images.release(claimedNow, holder);
        throw refused(IMAGE_NOT_YOURS, field);
      }
      if (before.claimedBy !== holder) claimedNow.push(id);
      refs.push(refOf(before));
    }
    return refs;
  }

  return {
    ensureIndexes: () => images.ensureIndexes(),

    /**
     * An upload of `userId`: the bytes must be the type the request declared (their signature says so) and an
     * image the library decodes, at most IMAGE_MAX_BYTES (the route's body limit holds it; checked again here).
     */
    async upload(userId: string, declaredType: string, bytes: Uint8Array, maxBytes: number): Promise<ImageRef> {
      if (bytes.length > maxBytes) throw new AppError(413, 'payload_too_large', imageMessages.size);
      const actual = sniffPhotoType(bytes);
      if (!actual || actual !== declaredType) throw refused(imageMessages.type);
      return store(new ObjectId(userId), bytes);
    },

    /** Demo images the seed draws (any format sharp reads, e.g. PNG from SVG); nobody owns them. */
    storeMade: (bytes: Uint8Array) => store(null, bytes),

    /**
     * A demo picture (`seed-art:<kind>:<key>`, see seed-art.ts) drawn and stored once; its address. Any other
     * string (a real link) comes back unchanged, so seed records can mix both.
     */
    async seedArt(art: string): Promise<string> {
      if (!art.startsWith(SEED_ART)) return art;
      const id = seedArtId(art);
      const existing = await images.findById(id);
      if (existing) return seedArtUrl(refOf(existing));
      const processed = await renderSeedArt(art);
      const image: ImageDoc = {
        _id: id,
        ownerId: null,
        widths: processed.variants.map((variant) => variant.width),
        width: processed.width,
        height: processed.height,
        createdAt: now(),
      };
      await images.insert(image, processed.variants);
      return seedArtUrl(refOf(image));
    },

    /** A seed record's fields with its drawings (`profileImageUrl`, `photos`) stored and replaced by addresses. */
    async seedArtIn<T extends { profileImageUrl?: string | null; photos?: string[] }>(fields: T): Promise<T> {
      const drawn = { ...fields };
      if (fields.profileImageUrl) drawn.profileImageUrl = await this.seedArt(fields.profileImageUrl);
      if (fields.photos) {
        const photos: string[] = [];
        for (const art of fields.photos) photos.push(await this.seedArt(art));
        drawn.photos = photos;
      }
      return drawn;
    },

    /**
     * The image `userId` uploaded, to keep on the record `holder` (`<kind>:<id>`); refused (400 on `field`) when
     * it is not theirs or another record already keeps it (deleting either would take it from both). Claiming
     * again for the same record keeps it.
     */
    async claim(userId: string, imageId: string, holder: string, field = 'photoId'): Promise<ImageRef> {
      return (await claimAll(userId, [imageId], holder, field))[0]!;
    },

    /**
     * Several images for one record (a post's, a listing's, a report card's photos), in order, each once: all or
     * none (a refused one frees those this call claimed, and throws 400 on `field`).
     */
    claimAll,

    /** Frees what `claimAll` just claimed for `holder` when the record is not stored after all. */
    release: (imageIds: readonly string[], holder: string) => images.release(imageIds, holder),

    /**
     * One stored width of an image (the nearest to `width`) as AVIF when the browser accepts it and the image has
     * one (stored since decision 100), else WebP; or NotFound.
     */
    async read(
      id: string,
      width: number,
      acceptsAvif = false,
    ): Promise<{ width: number; format: ImageFormat; bytes: Uint8Array }> {
      const image = await images.findById(id);
      if (!image) throw new NotFound();
      const served = nearestWidth(image.widths, width);
      const format: ImageFormat = acceptsAvif && image.avif ? 'avif' : 'webp';
      const bytes = await images.readWidth(id, served, format);
      if (!bytes) throw new NotFound();
      return { width: served, format, bytes };
    },

    /** Deletes an image and its files (its record went away); nothing when it is already gone. */
    remove: (id: string) => images.delete(id),
  };
}
