import type { Binary, ObjectId } from 'mongodb';
import type { ImageRef } from '@petpal/contracts';
import type { PortCollection } from '../data/port';
import type { ImagesService } from './images.service';

/** A record that kept several photos the old way: their ids, in order (`photos` replaces it). */
interface RecordWithLegacyPhotos {
  _id: ObjectId;
  photoIds?: ObjectId[];
}

/** One photo stored the old way: its bytes (and the record it belongs to, under the key given). */
interface LegacyPhoto {
  _id: ObjectId;
  data: Binary;
}

/**
 * Moves the photo lists of one kind of record (posts, listings, report cards) stored before the image pipeline
 * (their bytes in a collection of their own, `key` naming the record) into it, at start: each resized, WebP and
 * AVIF, without metadata, in the record's order, as `photos`; an unreadable one is dropped, the old documents of
 * a record that is gone are deleted. Idempotent: once moved nothing is left to find. The area's repository owns
 * both collections and passes them here. Answers how many photos were moved.
 */
export async function moveLegacyPhotoLists<Holder extends RecordWithLegacyPhotos, Legacy extends LegacyPhoto>(
  records: PortCollection<Holder>,
  legacy: PortCollection<Legacy>,
  key: keyof Legacy & string,
  images: Pick<ImagesService, 'storeMade'>,
): Promise<number> {
  const stored = await legacy.find({}, { projection: { [key]: 1 } }).toArray();
  const holderOf = (doc: object) => (doc as Record<string, ObjectId>)[key]!;
  const holders = [...new Map(stored.map((doc) => [holderOf(doc).toHexString(), holderOf(doc)])).values()];
  let moved = 0;
  for (const holderId of holders) {
    const record = await records.findOne({ _id: holderId } as never);
    const photos: ImageRef[] = [];
    if (record) {
      const order = (record.photoIds ?? []).map(String);
      const old = (await legacy.find({ [key]: holderId } as never).toArray()) as LegacyPhoto[];
      old.sort((a, b) => order.indexOf(String(a._id)) - order.indexOf(String(b._id)));
      for (const photo of old) {
        const image = await images.storeMade(photo.data.buffer).catch(() => null);
        if (image) photos.push(image);
        moved++;
      }
      await records.updateOne({ _id: holderId } as never, { $set: { photos }, $unset: { photoIds: '' } } as never);
    }
    await legacy.deleteMany({ [key]: holderId } as never);
  }
  return moved;
}
