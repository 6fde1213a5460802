import type { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';

export const IMAGES_COLLECTION = 'images';
/** The file bucket holding every stored width: `<id>-<width>.webp`. */
export const IMAGES_BUCKET = 'images';

/** An uploaded image: its stored widths and size; the bytes are in the file bucket. */
export interface ImageDoc {
  /** 22 random URL-safe characters (the public address). */
  _id: string;
  /** Who uploaded it (null: made by the seed). Only they may attach it to a record. */
  ownerId: ObjectId | null;
  widths: number[];
  width: number;
  height: number;
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

const fileKey = (id: string, width: number) => `${id}-${width}.webp`;

/** The only code that touches `images` and the `images` file bucket. */
export function createImagesRepository(db: DataPort) {
  const images = db.collection<ImageDoc>(IMAGES_COLLECTION);
  const files = db.files(IMAGES_BUCKET);

  return {
    async ensureIndexes(): Promise<void> {
      await images.createIndex({ ownerId: 1, createdAt: 1 }, { name: 'owner_created' });
    },

    /** Writes the files first, then the record: a record always has its files. */
    async insert(image: ImageDoc, variants: ReadonlyArray<{ width: number; bytes: Uint8Array }>): Promise<void> {
      for (const { width, bytes } of variants) await files.put(fileKey(image._id, width), bytes);
      await images.insertOne(image);
    },

    findById: (id: string) => images.findOne({ _id: id }),

    findByIds: (ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : images.find({ _id: { $in: [...ids] } }).toArray(),

    /** Marks a public keep (a pet, a report): refused (false) when the image is private. */
    async keepPublic(id: string, ownerId: ObjectId): Promise<boolean> {
      const result = await images.updateOne(
        { _id: id, ownerId, access: { $exists: false } },
        { $set: { attached: true } },
      );
      return result.matchedCount > 0;
    },

    /**
     * Makes a fresh upload of `ownerId` private to `access` in one conditional write: false when it is not
     * theirs, or already kept by any record (public or private), so two records never share a private image.
     */
    async keepPrivate(id: string, ownerId: ObjectId, access: ImageAccessRef): Promise<boolean> {
      const result = await images.updateOne(
        { _id: id, ownerId, attached: false, access: { $exists: false } },
        { $set: { attached: true, access } },
      );
      return result.modifiedCount > 0;
    },

    /** Undoes `keepPrivate` for a record that was not written after all (only while still kept by `access`). */
    async release(id: string, access: ImageAccessRef): Promise<void> {
      await images.updateOne(
        { _id: id, 'access.kind': access.kind, 'access.ref': access.ref },
        { $set: { attached: false }, $unset: { access: '' } },
      );
    },

    readWidth: (id: string, width: number) => files.get(fileKey(id, width)),

    /** Removes the record, then its files; false when there was no such image. */
    async delete(id: string): Promise<boolean> {
      const image = await images.findOne({ _id: id });
      if (!image) return false;
      await images.deleteOne({ _id: id });
      for (const width of image.widths) await files.delete(fileKey(id, width));
      return true;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
