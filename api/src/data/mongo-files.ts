import { type Db, GridFSBucket } from 'mongodb';
import { FILE_KEY, type PortFiles } from './port';

const checkKey = (key: string) => {
  if (!FILE_KEY.test(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
};

/**
 * A file bucket on MongoDB: GridFS (`<bucket>.files`, `<bucket>.chunks`), the key as the file name. A put
 * uploads the new file first and then removes older ones of that name, so a reader finds one while it runs.
 */
export function gridFsFiles(db: Db, bucketName: string): PortFiles {
  const bucket = new GridFSBucket(db, { bucketName });
  const idsOf = async (key: string) =>
    (await bucket.find({ filename: key }, { projection: { _id: 1 }, sort: { uploadDate: -1 } }).toArray()).map(
      (file) => file._id,
    );

  return {
    async put(key, bytes) {
      checkKey(key);
      const upload = bucket.openUploadStream(key);
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });
      for (const id of (await idsOf(key)).filter((id) => !id.equals(upload.id))) await bucket.delete(id);
    },

    async get(key) {
      checkKey(key);
      const [id] = await idsOf(key);
      if (!id) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },

    async delete(key) {
      checkKey(key);
      const ids = await idsOf(key);
      for (const id of ids) await bucket.delete(id);
      return ids.length > 0;
    },
  };
}
