import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { BSON } from 'mongodb';
import type { IndexSpec } from './indexes';
import type { Doc } from './values';

/** One line of a journal or snapshot file. */
export type FileRecord =
  | { o: 'head'; v: 1; gen: number }
  | { o: 'w'; c: string; put?: Doc[]; del?: unknown[] }
  | { o: 'idx'; c: string; spec: IndexSpec }
  | { o: 'drop' }
  | { o: 'end'; n: number };

/** `<crc32 hex> <EJSON>\n`: the checksum lets a reader tell a torn write from data. */
export function encodeRecord(record: FileRecord): string {
  const json = BSON.EJSON.stringify(record, { relaxed: true });
  return `${checksum(json)} ${json}\n`;
}

function checksum(json: string): string {
  return crc32(json).toString(16).padStart(8, '0');
}

export function decodeLine(line: string): FileRecord | null {
  if (line.length < 10 || line[8] !== ' ') return null;
  const json = line.slice(9);
  if (checksum(json) !== line.slice(0, 8)) return null;
  try {
    return BSON.EJSON.parse(json, { relaxed: true }) as FileRecord;
  } catch {
    return null;
  }
}

export class CorruptFileError extends Error {
  override name = 'CorruptFileError';
}

export interface ReadResult {
  records: FileRecord[];
  /** The last line was incomplete or failed its checksum: an unacknowledged write cut by a crash. */
  tornTail: boolean;
}

/**
 * Reads every record of a file. A bad final line is a torn write and is
 * dropped; a bad line followed by good ones is corruption and throws.
 */
export function readRecords(path: string): ReadResult {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const records: FileRecord[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const record = decodeLine(line);
    if (record) {
      records.push(record);
      continue;
    }
    const onlyTailFollows = i === lines.length - 1 && last === '';
    if (onlyTailFollows) return { records, tornTail: true };
    throw new CorruptFileError(
      `${path}: line ${i + 1} is corrupt (checksum or JSON); refusing to guess. Restore from a backup or move the file away.`,
    );
  }
  if (last === '') return { records, tornTail: false };
  const tail = decodeLine(last);
  if (tail) records.push(tail);
  return { records, tornTail: !tail };
}
