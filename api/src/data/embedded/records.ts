import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { BSON } from 'mongodb';
import { DataDamagedError, RESTORE_HINT } from './errors';
import type { IndexSpec } from './indexes';
import type { Doc } from './values';

/** One line of a journal or snapshot file. */
export type FileRecord =
  /** First line of a snapshot (v 1: before the manifest, v 2: with it) or of a journal (v 2). */
  | { o: 'head'; v: 1 | 2; gen: number }
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

export interface ReadResult {
  records: FileRecord[];
  /** The last line was incomplete or failed its checksum: an unacknowledged write cut by a crash. */
  tornTail: boolean;
  /** Bytes of the file up to the end of its last good line. */
  goodBytes: number;
}

/**
 * Reads every record of a file. A bad final line is a torn write and is
 * dropped; a bad line followed by good ones is corruption and throws.
 */
export function readRecords(path: string, content?: Buffer): ReadResult {
  const text = (content ?? readFileSync(path)).toString('utf8');
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const records: FileRecord[] = [];
  let goodBytes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const record = decodeLine(line);
    if (record) {
      records.push(record);
      goodBytes += Buffer.byteLength(line, 'utf8') + 1;
      continue;
    }
    const onlyTailFollows = i === lines.length - 1 && last === '';
    if (onlyTailFollows) return { records, tornTail: true, goodBytes };
    throw new DataDamagedError(
      `${path}: line ${i + 1} is corrupt (checksum or JSON); refusing to guess which writes it held. ${RESTORE_HINT}`,
    );
  }
  if (last === '') return { records, tornTail: false, goodBytes };
  const tail = decodeLine(last);
  if (tail) {
    records.push(tail);
    goodBytes += Buffer.byteLength(last, 'utf8');
  }
  return { records, tornTail: !tail, goodBytes };
}
