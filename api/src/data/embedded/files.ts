import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_KEY, type PortFiles } from '../port';
import { EngineError } from './errors';

const BUCKET = /^[A-Za-z0-9_-]{1,64}$/;

const checkKey = (key: string) => {
  if (!FILE_KEY.test(key)) throw new EngineError(`Invalid file key: ${JSON.stringify(key)}`, 2);
};

/**
 * A file bucket of the embedded engine: `<database directory>/files/<bucket>/<key>`. A file is written aside,
 * flushed to disk, then renamed into place, so a reader sees the old bytes or the new ones, never a torn file.
 */
export function directoryFiles(databaseDirectory: string, bucket: string): PortFiles {
  if (!BUCKET.test(bucket)) throw new EngineError(`Invalid file bucket: ${JSON.stringify(bucket)}`, 2);
  const directory = join(databaseDirectory, 'files', bucket);
  let made: Promise<unknown> | null = null;

  return {
    async put(key, bytes) {
      checkKey(key);
      made ??= mkdir(directory, { recursive: true });
      await made;
      const aside = join(directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(aside, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(aside, join(directory, key));
      } catch (error) {
        await unlink(aside).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      checkKey(key);
      try {
        return new Uint8Array(await readFile(join(directory, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      checkKey(key);
      try {
        await unlink(join(directory, key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}

/** Removes every file bucket of a database (dropDatabase). */
export const dropDirectoryFiles = (databaseDirectory: string) =>
  rm(join(databaseDirectory, 'files'), { recursive: true, force: true });
