import type { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';

export const IMAGES_COLLECTION = 'images';
/** The file bucket holding every stored width: `<id>-<width>.webp`, and `<id>-<width>.avif` since decision 100. */
export const IMAGES_BUCKET = 'images';

/** An uploaded image: its stored widths and size; the bytes are in the file bucket. */
export interface ImageDoc {
  /** 22 random URL-safe characters (the public address). */
  _id: string;
  /** Who uploaded it (null: made by the seed). Only they may attach it to a record. */
  ownerId: ObjectId | null;
  /** The record keeping it (`<kind>:<id>`, e.g. `post:65f…`), once claimed: no other record may claim it. */
  claimedBy?: string | null;
  widths: number[];
  width: number;
  height: number;
  /** True when an AVIF is stored beside each WebP (images stored before decision 100 have WebP only). */
  avif?: boolean;
  createdAt: Date;
  /**
   * False from upload until a record keeps it (decision 098). Absent on images stored before 098: they were
   * kept by public records (pets, reports, seed art) and count as attached.
   */
  attached?: boolean;
  /**
   * Set on a private image: the area that keeps it and its record there. Only whom that area's access hook
   * lets through may read it (anyone else gets 404). Absent: public by address.
   */
  access?: ImageAccessRef;
}

/** Who keeps a private image: an area's kind of record (e.g. `message`) and the record's id. */
export interface ImageAccessRef {
  kind: string;
  ref: string;
}

export type ImageFormat = 'webp' | 'avif';

/**
 * An upload still waiting for a record (decision 098's `attached: false`), public and unclaimed, stored before
 * `before`. Seed drawings, images older than 098 (no `attached`) and private ones are never matched.
 */
const unattached = (before: Date) => ({
  attached: false,
  claimedBy: null,
  access: { $exists: false },
  createdAt: { $lt: before },
});

const fileKey = (id: string, width: number, format: ImageFormat = 'webp') => `${id}-${width}.${format}`;

/** The only code that touches `images` and the `images` file bucket. */
export function createImagesRepository(db: DataPort) {
  const images = db.collection<ImageDoc>(IMAGES_COLLECTION);
  const files = db.files(IMAGES_BUCKET);

  async function deleteFiles(image: ImageDoc): Promise<void> {
    for (const width of image.widths) {
      await files.delete(fileKey(image._id, width));
      if (image.avif) await files.delete(fileKey(image._id, width, 'avif'));
    }
  }

  return {
    async ensureIndexes(): Promise<void> {
      await images.createIndex({ ownerId: 1, createdAt: 1 }, { name: 'owner_created' });
      await images.createIndex({ attached: 1, createdAt: 1 }, { name: 'attached_created' });
    },

    /** Writes the files first, then the record: a record always has its files. */
    async insert(
      image: ImageDoc,
      variants: ReadonlyArray<{ width: number; bytes: Uint8Array; avif?: Uint8Array }>,
    ): Promise<void> {
      for (const { width, bytes, avif } of variants) {
        await files.put(fileKey(image._id, width), bytes);
        if (avif) await files.put(fileKey(image._id, width, 'avif'), avif);
      }
      await images.insertOne(image);
    },

    findById: (id: string) => images.findOne({ _id: id }),

    findByIds: (ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : images.find({ _id: { $in: [...ids] } }).toArray(),

    /**
     * Makes a fresh upload of `ownerId` private to `access` in one conditional write: false when it is not
     * theirs, or already kept by any record (public or private), so two records never share a private image.
     */
    async keepPrivate(id: string, ownerId: ObjectId, access: ImageAccessRef): Promise<boolean> {
      const result = await images.updateOne(
        { _id: id, ownerId, attached: false, access: { $exists: false }, claimedBy: null },
        { $set: { attached: true, access } },
      );
      return result.modifiedCount > 0;
    },

    /** Undoes `keepPrivate` for a record that was not written after all (only while still kept by `access`). */
    async releasePrivate(id: string, access: ImageAccessRef): Promise<void> {
      await images.updateOne(
        { _id: id, 'access.kind': access.kind, 'access.ref': access.ref },
        { $set: { attached: false }, $unset: { access: '' } },
      );
    },

    /**
     * Marks `ownerId`'s image as kept by the public record `holder`, unless another record keeps it or it is
     * private (decision 098): the image as it was before (its `claimedBy` tells whether `holder` already kept it),
     * or null.
     */
    claim: (id: string, ownerId: ObjectId, holder: string) =>
      images.findOneAndUpdate(
        { _id: id, ownerId, claimedBy: { $in: [null, holder] }, access: { $exists: false } },
        { $set: { claimedBy: holder, attached: true } },
        { returnDocument: 'before' },
      ),

    /** Frees images `holder` claimed (its record was not stored after all). */
    async release(ids: readonly string[], holder: string): Promise<void> {
      if (ids.length > 0)
        await images.updateMany(
          { _id: { $in: [...ids] }, claimedBy: holder },
          { $set: { claimedBy: null, attached: false } },
        );
    },

    /** Public uploads no record keeps, stored before `before`: the oldest first, at most `limit` ids. */
    async unattachedBefore(before: Date, limit: number): Promise<string[]> {
      const docs = await images
        .find(unattached(before), { sort: { createdAt: 1 }, limit, projection: { _id: 1 } })
        .toArray();
      return docs.map((doc) => doc._id);
    },

    /**
     * Deletes an upload only while it is still unkept and older than `before` (a record claiming it meanwhile
     * keeps it), then its files; false when it was kept, or gone.
     */
    async deleteUnattached(id: string, before: Date): Promise<boolean> {
      const image = await images.findOne({ _id: id, ...unattached(before) });
      if (!image) return false;
      if ((await images.deleteOne({ _id: id, ...unattached(before) })).deletedCount !== 1) return false;
      await deleteFiles(image);
      return true;
    },

    readWidth: (id: string, width: number, format: ImageFormat) => files.get(fileKey(id, width, format)),

    /** Removes the record, then its files; false when there was no such image. */
    async delete(id: string): Promise<boolean> {
      const image = await images.findOne({ _id: id });
      if (!image) return false;
      await images.deleteOne({ _id: id });
      await deleteFiles(image);
      return true;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
