import { createHash } from 'node:crypto';
import { renameSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexSpec } from './indexes';
import { syncDirectory } from './journal';
import { encodeRecord } from './records';
import type { Doc } from './values';

export const SNAPSHOT_FILE = 'snapshot.jsonl';
export const SNAPSHOT_TEMP = `${SNAPSHOT_FILE}.tmp`;
const DOCS_PER_LINE = 100;
/**
 * Encoded text written (and the event loop let go) at a time: 64 KB is ~250 posts of encoding, about a
 * millisecond, so a compaction started by a write never holds other requests for long (decision 115).
 */
const SNAPSHOT_WRITE_BYTES = 1 << 16;

export interface CapturedCollection {
  name: string;
  indexes: IndexSpec[];
  docs: Doc[];
}

/**
 * Writes the state covering journals up to `generation` to snapshot.jsonl.tmp and fsyncs it.
 * Returns its length and sha256 for the manifest; `installSnapshot` then renames it into place
 * once the manifest names it, so a crash at any point leaves a snapshot the manifest accepts.
 */
export async function writeSnapshotTemp(
  dir: string,
  generation: number,
  collections: CapturedCollection[],
): Promise<{ bytes: number; sha256: string }> {
  const file = await open(join(dir, SNAPSHOT_TEMP), 'w');
  const hash = createHash('sha256');
  let bytes = 0;
  const put = async (text: string) => {
    const buffer = Buffer.from(text, 'utf8');
    hash.update(buffer);
    bytes += buffer.length;
    await file.writeFile(buffer);
  };
  try {
    let count = 0;
    await put(encodeRecord({ o: 'head', v: 2, gen: generation }));
    for (const collection of collections) {
      let chunk = '';
      for (const spec of collection.indexes) chunk += encodeRecord({ o: 'idx', c: collection.name, spec });
      for (let i = 0; i < collection.docs.length; i += DOCS_PER_LINE) {
        const docs = collection.docs.slice(i, i + DOCS_PER_LINE);
        count += docs.length;
        chunk += encodeRecord({ o: 'w', c: collection.name, put: docs });
        if (chunk.length > SNAPSHOT_WRITE_BYTES) {
          await put(chunk);
          chunk = '';
        }
      }
      if (chunk) await put(chunk);
    }
    await put(encodeRecord({ o: 'end', n: count }));
    await file.datasync();
  } finally {
    await file.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Renames the written temp snapshot over snapshot.jsonl and makes the rename durable. */
export function installSnapshot(dir: string): void {
  renameSync(join(dir, SNAPSHOT_TEMP), join(dir, SNAPSHOT_FILE));
  syncDirectory(dir);
}
