import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';

/**
 * A notification id derived from what the notification is about: `at`'s seconds (as every ObjectId starts)
 * and 8 bytes of SHA-256 of `parts` in order (ids as their 12 bytes, text as UTF-8; put at most one text,
 * last, so that no two lists hash alike). Sending again with the same parts computes the same id, and the
 * notifications' unique `_id` index stores it once: a resumed or repeated job notifies no one twice.
 */
export function derivedNotificationId(at: Date, ...parts: ReadonlyArray<ObjectId | string>): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(at.getTime() / 1000), 0);
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : part.id);
  hash.digest().copy(bytes, 4, 0, 8);
  return new ObjectId(bytes);
}
