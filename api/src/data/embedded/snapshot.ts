import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexSpec } from './indexes';
import { syncDirectory } from './journal';
import { encodeRecord } from './records';
import type { Doc } from './values';

export const SNAPSHOT_FILE = 'snapshot.jsonl';
const DOCS_PER_LINE = 100;

export interface CapturedCollection {
  name: string;
  indexes: IndexSpec[];
  docs: Doc[];
}

/**
 * Writes the state covering journals up to `generation`: to a temp file,
 * fsync'd, renamed over the old snapshot, directory fsync'd. A crash at any
 * point leaves either the old or the new snapshot, never a partial one.
 */
export async function writeSnapshot(dir: string, generation: number, collections: CapturedCollection[]): Promise<void> {
  const temp = join(dir, `${SNAPSHOT_FILE}.tmp`);
  const file = await open(temp, 'w');
  try {
    let count = 0;
    await file.writeFile(encodeRecord({ o: 'head', v: 1, gen: generation }));
    for (const collection of collections) {
      let chunk = '';
      for (const spec of collection.indexes) chunk += encodeRecord({ o: 'idx', c: collection.name, spec });
      for (let i = 0; i < collection.docs.length; i += DOCS_PER_LINE) {
        const put = collection.docs.slice(i, i + DOCS_PER_LINE);
        count += put.length;
        chunk += encodeRecord({ o: 'w', c: collection.name, put });
        if (chunk.length > 1 << 20) {
          await file.writeFile(chunk);
          chunk = '';
        }
      }
      if (chunk) await file.writeFile(chunk);
    }
    await file.writeFile(encodeRecord({ o: 'end', n: count }));
    await file.datasync();
  } finally {
    await file.close();
  }
  await rename(temp, join(dir, SNAPSHOT_FILE));
  syncDirectory(dir);
}
