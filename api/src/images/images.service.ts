import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { type ImageRef, imageMessages, type SessionUser } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { AppError, Invalid, NotFound } from '../errors';
import { sniffPhotoType } from '../lib/photos';
import { nearestWidth, processImage, UndecodableImage } from './image-pipeline';
import { type ImageAccessRef, createImagesRepository, type ImageDoc, type ImageFormat } from './images.repository';
import { renderSeedArt, SEED_ART, seedArtId, seedArtUrl } from './seed-art';

const refused = (message: string, field = 'photo') =>
  new Invalid('Some fields are missing or not valid.', { [field]: message });

/** An upload no record keeps after this long is deleted by the sweep (decision 116). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 3_600_000;
/** At most this many unkept uploads are deleted per sweep; the next pass takes the rest. */
export const UNATTACHED_SWEEP_BATCH = 200;

/** A record may keep only an image its own user uploaded (or the seed made). */
export const IMAGE_NOT_YOURS = 'Please choose the photo again.';
/** A private record may keep only a fresh upload: one another record keeps is refused. */
export const IMAGE_ALREADY_ATTACHED = 'This photo is already attached elsewhere. Please choose it again.';

/**
 * Whether `viewer` (null: a guest) may read the private images kept by the record `ref` of the area that
 * registered the hook for its kind (decision 098). Anyone it refuses gets 404, as for an unknown id.
 */
export type ImageAccessCheck = (viewer: SessionUser | null, ref: string) => Promise<boolean>;
export type { ImageAccessRef };

/** Which stored width and format a request gets, and whether the image is private; known without its bytes. */
export interface ImageVariant {
  width: number;
  format: ImageFormat;
  private: boolean;
}

/** One stored width with its bytes (served with a private cache header when the image is private). */
export interface ServedImage extends ImageVariant {
  bytes: Uint8Array;
}

const refOf = ({ _id, widths, width, height }: ImageDoc): ImageRef => ({ id: _id, widths, width, height });

export type ImagesService = ReturnType<typeof createImagesService>;

/** Uploads (decode, rotate, resize, WebP, no metadata), the stored widths, and attaching an image to a record. */
export function createImagesService(db: DataPort, now: () => Date = () => new Date()) {
  const images = createImagesRepository(db);
  const accessChecks = new Map<string, ImageAccessCheck>();

  async function store(ownerId: ObjectId | null, bytes: Uint8Array, access?: ImageAccessRef): Promise<ImageRef> {
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
      // An upload waits for a record to keep it; what the seed and migrations make is kept at once.
      attached: ownerId === null,
      claimedBy: null,
      ...(access ? { access } : {}),
    };
    await images.insert(image, processed.variants);
    return refOf(image);
  }

  /** Whether `viewer` may read `image`: public ones anyone; private ones whom their area's hook lets through. */
  async function mayRead(image: ImageDoc, viewer: SessionUser | null): Promise<boolean> {
    if (!image.access) return true;
    const check = accessChecks.get(image.access.kind);
    return check ? check(viewer, image.access.ref) : false;
  }

  /** Which width of `image` (the nearest to `width`) and format (AVIF when accepted and stored, else WebP). */
  const variantOf = (image: ImageDoc, width: number, acceptsAvif: boolean): ImageVariant => ({
    width: nearestWidth(image.widths, width),
    format: acceptsAvif && image.avif ? 'avif' : 'webp',
    private: Boolean(image.access),
  });

  /** The stored bytes of one variant, or NotFound. */
  async function bytesOf(id: string, variant: ImageVariant): Promise<Uint8Array> {
    const bytes = await images.readWidth(id, variant.width, variant.format);
    if (!bytes) throw new NotFound();
    return bytes;
  }

  /** The variant of an image `viewer` may read (decision 098), from its record alone; or NotFound. */
  async function variant(id: string, width: number, viewer: SessionUser | null, acceptsAvif: boolean) {
    const image = await images.findById(id);
    if (!image || !(await mayRead(image, viewer))) throw new NotFound();
    return variantOf(image, width, acceptsAvif);
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

    /**
     * Images the seed draws or a migration moves (any format sharp reads, e.g. PNG from SVG); nobody owns them.
     * With `access` the image is private to that record from the start (a migrated prescription, decision 098).
     */
    storeMade: (bytes: Uint8Array, access?: ImageAccessRef) => store(null, bytes, access),

    /**
     * A demo picture (`seed-art:<kind>:<key>`, see seed-art.ts) drawn and stored once (a stable id, so a re-seed
     * finds it); its stored widths, for records that keep an `ImageRef` (listings, reports).
     */
    async seedArtImage(art: string): Promise<ImageRef> {
      const id = seedArtId(art);
      const existing = await images.findById(id);
      if (existing) return refOf(existing);
      const processed = await renderSeedArt(art);
      const image: ImageDoc = {
        _id: id,
        ownerId: null,
        widths: processed.variants.map((variant) => variant.width),
        width: processed.width,
        height: processed.height,
        createdAt: now(),
        attached: true,
      };
      await images.insert(image, processed.variants);
      return refOf(image);
    },

    /**
     * A demo picture's address (its widest width), for records that keep one address. Any other string (a real
     * link) comes back unchanged, so seed records can mix both.
     */
    async seedArt(art: string): Promise<string> {
      if (!art.startsWith(SEED_ART)) return art;
      return seedArtUrl(await this.seedArtImage(art));
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
     * The image `userId` uploaded, to keep on the public record `holder` (`<kind>:<id>`); refused (400 on `field`)
     * when it is not theirs, is private (decision 098), or another record already keeps it (deleting either would
     * take it from both). Claiming again for the same record keeps it.
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
     * Fresh uploads of `userId` made private to `access` (a record about to be written), in the given order.
     * Refused (400 on `field`, nothing kept) when one is not theirs, unknown, listed twice, or kept by any
     * record already. A record that is then not written gives them back with `release`.
     */
    async claimPrivate(
      userId: string,
      imageIds: readonly string[],
      access: ImageAccessRef,
      field = 'photoIds',
    ): Promise<ImageRef[]> {
      if (imageIds.length === 0) return [];
      if (new Set(imageIds).size !== imageIds.length) throw refused(IMAGE_ALREADY_ATTACHED, field);
      const found = new Map((await images.findByIds(imageIds)).map((image) => [image._id, image]));
      const owner = new ObjectId(userId);
      const docs = imageIds.map((id) => found.get(id));
      if (docs.some((image) => !image || !image.ownerId?.equals(owner))) throw refused(IMAGE_NOT_YOURS, field);
      if (docs.some((image) => image!.attached !== false || image!.access))
        throw refused(IMAGE_ALREADY_ATTACHED, field);
      const kept: string[] = [];
      for (const id of imageIds) {
        if (!(await images.keepPrivate(id, owner, access))) {
          // Another record took it between the check and the write: give back what this one took.
          for (const done of kept) await images.releasePrivate(done, access);
          throw refused(IMAGE_ALREADY_ATTACHED, field);
        }
        kept.push(id);
      }
      return docs.map((image) => refOf(image!));
    },

    /** Gives back private images whose record was not written (they become fresh uploads again). */
    async releasePrivate(imageIds: readonly string[], access: ImageAccessRef): Promise<void> {
      for (const id of imageIds) await images.releasePrivate(id, access);
    },

    /**
     * The owning area's access hook for its private images of `kind` (decision 098): one per kind. Without a
     * hook nobody reads them (404).
     */
    registerAccess(kind: string, check: ImageAccessCheck): void {
      accessChecks.set(kind, check);
    },

    /**
     * One stored width of an image (the nearest to `width`) that `viewer` may read (decision 098), as AVIF when
     * the browser accepts it and the image has one (stored since decision 100), else WebP; or NotFound.
     */
    async read(
      id: string,
      width: number,
      viewer: SessionUser | null = null,
      acceptsAvif = false,
    ): Promise<ServedImage> {
      const chosen = await variant(id, width, viewer, acceptsAvif);
      return { ...chosen, bytes: await bytesOf(id, chosen) };
    },

    /**
     * `read` in two steps, for the image route (decision 116): the variant from the image's record (access
     * checked, no file read), so a browser's revalidation is answered 304 from it; then its bytes.
     */
    variant: (id: string, width: number, viewer: SessionUser | null = null, acceptsAvif = false) =>
      variant(id, width, viewer, acceptsAvif),
    bytesOf,

    /**
     * Like `variant`, for a route that has decided access itself and is the only way there (the admin's view of a
     * reported message's photos, decision 111): no access hook is asked. Its bytes: `bytesOf`.
     */
    async variantGranted(id: string, width: number, acceptsAvif = false): Promise<ImageVariant> {
      const image = await images.findById(id);
      if (!image) throw new NotFound();
      return variantOf(image, width, acceptsAvif);
    },

    /**
     * Deletes up to `limit` uploads that no record kept within UNATTACHED_UPLOAD_TTL_MS of their upload (decision
     * 116), oldest first; answers how many went. Safe beside a claim or another process's sweep.
     */
    async sweepUnattached(limit = UNATTACHED_SWEEP_BATCH): Promise<number> {
      const before = new Date(now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
      let deleted = 0;
      for (const id of await images.unattachedBefore(before, limit)) {
        if (await images.deleteUnattached(id, before)) deleted++;
      }
      return deleted;
    },

    /** Deletes an image and its files (its record went away); nothing when it is already gone. */
    remove: (id: string) => images.delete(id),

    /** Deletes an image `userId` uploaded that their record no longer shows; a seed drawing or another's stays. */
    async removeOwned(userId: string, id: string): Promise<void> {
      const image = await images.findById(id);
      if (image?.ownerId?.equals(userId)) await images.delete(id);
    },
  };
}
