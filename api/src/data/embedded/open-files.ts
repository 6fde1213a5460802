import { existsSync, readdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DataDamagedError, RESTORE_HINT } from './errors';
import { JOURNAL_FILE, syncDirectory } from './journal';
import {
  digest,
  emptyManifest,
  type FileEntry,
  type Manifest,
  MANIFEST_FILE,
  MANIFEST_REFRESH_TEMP,
  readManifest,
  writeManifest,
} from './manifest';
import { type FileRecord, readRecords } from './records';
import { SNAPSHOT_FILE, SNAPSHOT_TEMP } from './snapshot';

/** What a database directory holds, checked against its manifest. */
export interface DatabaseFiles {
  manifest: Manifest;
  snapshot: FileRecord[];
  /** The manifest's journals in order, each entry now closed (exact length and sha256). */
  journals: Array<{ entry: FileEntry; records: FileRecord[]; writes: boolean }>;
  /** The generation a new journal takes. */
  nextGeneration: number;
}

const DATA_RECORD = new Set(['w', 'idx', 'drop']);
const short = (sha: string | undefined) => (sha ? `sha256 ${sha.slice(0, 12)}…` : 'no checksum');

function readIfExists(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function damaged(path: string, problem: string): DataDamagedError {
  return new DataDamagedError(`Refusing to start the embedded database: ${path} ${problem}. ${RESTORE_HINT}`, path);
}

function journalsOnDisk(dir: string): Array<{ file: string; gen: number }> {
  return readdirSync(dir)
    .flatMap((file) => {
      const match = JOURNAL_FILE.exec(file);
      return match ? [{ file, gen: Number(match[1]) }] : [];
    })
    .sort((a, b) => a.gen - b.gen);
}

/** A complete snapshot: head first, end last, as many documents as the end line says. */
function parseSnapshot(path: string, content: Buffer): { records: FileRecord[]; gen: number; v: number } {
  const { records, tornTail } = readRecords(path, content);
  const head = records[0];
  const end = records[records.length - 1];
  if (tornTail || head?.o !== 'head' || end?.o !== 'end') throw damaged(path, 'is incomplete');
  const count = records.reduce((n, record) => n + (record.o === 'w' ? (record.put?.length ?? 0) : 0), 0);
  if (count !== end.n) throw damaged(path, `holds ${count} documents where its last line says ${end.n}`);
  return { records, gen: head.gen, v: head.v };
}

/**
 * Reads the snapshot and journals the manifest names and refuses (DataDamagedError, naming the
 * file and how to restore it) when any is missing, renamed, shorter than recorded or altered.
 * Only a torn final line of a journal past its recorded length is tolerated (a write cut by a
 * crash before it was acknowledged). A directory with no data files starts empty; one written
 * before manifests existed is migrated once. Leftovers a crash can leave are removed only after
 * every check passed.
 */
export function readDatabaseFiles(dir: string, warn: (message: string) => void): DatabaseFiles {
  // A manifest refresh a crash cut short (the manifest before it still holds).
  if (existsSync(join(dir, MANIFEST_REFRESH_TEMP))) unlinkSync(join(dir, MANIFEST_REFRESH_TEMP));
  const manifest = readManifest(dir);
  return manifest ? checkAgainstManifest(dir, manifest, warn) : withoutManifest(dir, warn);
}

function checkAgainstManifest(dir: string, manifest: Manifest, warn: (message: string) => void): DatabaseFiles {
  const leftovers: string[] = [];
  let snapshot: FileRecord[] = [];
  const snapshotPath = join(dir, SNAPSHOT_FILE);
  const tempPath = join(dir, SNAPSHOT_TEMP);
  const entry = manifest.snapshot;
  const matches = (content: Buffer | null, expected: FileEntry): content is Buffer => {
    if (!content) return false;
    const actual = digest(content);
    return actual.bytes === expected.bytes && actual.sha256 === expected.sha256;
  };
  let tempUsed = false;
  if (entry) {
    let content = readIfExists(snapshotPath);
    if (!matches(content, entry)) {
      const temp = readIfExists(tempPath);
      if (matches(temp, entry)) {
        // A crash came after the manifest named the new snapshot, before its rename: finish it.
        renameSync(tempPath, snapshotPath);
        syncDirectory(dir);
        warn(`${snapshotPath}: finished installing the snapshot a crash interrupted`);
        content = temp;
        tempUsed = true;
      } else if (!content) {
        throw damaged(
          snapshotPath,
          `is missing, but ${MANIFEST_FILE} names it as holding every write up to journal generation ${entry.gen} (${entry.bytes} bytes)`,
        );
      } else {
        const actual = digest(content);
        throw damaged(
          snapshotPath,
          `does not match ${MANIFEST_FILE} (${actual.bytes} bytes, ${short(actual.sha256)}; recorded ${entry.bytes} bytes, ${short(entry.sha256)}): it is damaged or from another backup`,
        );
      }
    }
    const parsed = parseSnapshot(snapshotPath, content as Buffer);
    if (parsed.gen !== entry.gen) {
      throw damaged(snapshotPath, `covers generation ${parsed.gen}, ${MANIFEST_FILE} says ${entry.gen}`);
    }
    snapshot = parsed.records;
  } else if (existsSync(snapshotPath)) {
    throw damaged(snapshotPath, `is not named in ${MANIFEST_FILE}, which records no snapshot`);
  }
  if (!tempUsed && existsSync(tempPath)) leftovers.push(tempPath);

  const journals: DatabaseFiles['journals'] = [];
  for (const expected of manifest.journals) {
    const path = join(dir, expected.file);
    const content = readIfExists(path);
    const recorded = `${MANIFEST_FILE} recorded ${expected.bytes} bytes`;
    if (!content) {
      throw damaged(
        path,
        `is missing, but ${MANIFEST_FILE} lists it (journal generation ${expected.gen}) as holding acknowledged writes`,
      );
    }
    if (content.length < expected.bytes) {
      throw damaged(
        path,
        `is ${content.length} bytes, shorter than the ${expected.bytes} ${MANIFEST_FILE} recorded: acknowledged writes were cut off`,
      );
    }
    const actual = digest(content);
    if (expected.sha256 !== undefined && (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)) {
      throw damaged(
        path,
        `does not match ${MANIFEST_FILE} (${actual.bytes} bytes, ${short(actual.sha256)}; ${recorded}, ${short(expected.sha256)}): it is damaged, or another journal was renamed to its name`,
      );
    }
    const read = readRecords(path, content);
    if (read.goodBytes < expected.bytes) {
      throw damaged(path, `is damaged within the ${expected.bytes} bytes ${MANIFEST_FILE} recorded as written`);
    }
    const head = read.records[0];
    if (!expected.legacy && (head?.o !== 'head' || head.gen !== expected.gen)) {
      const holds = head?.o === 'head' ? `journal generation ${head.gen}` : 'no journal head line';
      throw damaged(
        path,
        `holds ${holds}, not generation ${expected.gen}: journal files were renamed, swapped or replaced`,
      );
    }
    if (read.tornTail) warn(`${path}: dropped a torn final line (an unacknowledged write cut by a crash)`);
    journals.push({
      entry: { ...expected, ...actual },
      records: read.records,
      writes: read.records.some((record) => DATA_RECORD.has(record.o)),
    });
  }

  const listed = new Set(manifest.journals.map((journal) => journal.gen));
  const covered = entry?.gen ?? 0;
  const lastListed = manifest.journals.at(-1)?.gen ?? covered;
  let highest = lastListed;
  for (const { file, gen } of journalsOnDisk(dir)) {
    highest = Math.max(highest, gen);
    if (listed.has(gen)) continue;
    const path = join(dir, file);
    if (gen <= covered) {
      leftovers.push(path); // compaction crashed after the snapshot took it over, before removing it
      continue;
    }
    const { records } = readRecords(path);
    const holdsWrites = records.some((record) => DATA_RECORD.has(record.o));
    if (gen > lastListed && !holdsWrites) {
      leftovers.push(path); // created just before a crash, before the manifest listed it: never written to
      continue;
    }
    throw damaged(path, `is not named in ${MANIFEST_FILE} but holds writes; it does not belong to this database`);
  }
  for (const path of leftovers) unlinkSync(path);
  return { manifest, snapshot, journals, nextGeneration: highest + 1 };
}

/**
 * No manifest: a new directory, or one written before manifests existed (snapshot head v1,
 * journals without head lines), which is migrated by recording its files as they are. Files in
 * the manifest era without a manifest mean it was lost: refuse.
 */
function withoutManifest(dir: string, warn: (message: string) => void): DatabaseFiles {
  const snapshotPath = join(dir, SNAPSHOT_FILE);
  const onDisk = journalsOnDisk(dir);
  const snapshotContent = readIfExists(snapshotPath);
  const dataFiles = [...(snapshotContent ? [SNAPSHOT_FILE] : []), ...onDisk.map((journal) => journal.file)];
  const manifestPath = join(dir, MANIFEST_FILE);
  const lost = () =>
    damaged(
      manifestPath,
      `is missing, but the directory holds data files (${dataFiles.join(', ')}): without it the engine cannot tell whether any of them was lost`,
    );
  const manifest = emptyManifest();
  if (existsSync(join(dir, SNAPSHOT_TEMP))) unlinkSync(join(dir, SNAPSHOT_TEMP));
  if (dataFiles.length === 0) {
    writeManifest(dir, manifest);
    return { manifest, snapshot: [], journals: [], nextGeneration: 1 };
  }

  let snapshot: FileRecord[] = [];
  let covered = 0;
  if (snapshotContent) {
    const parsed = parseSnapshot(snapshotPath, snapshotContent);
    if (parsed.v !== 1) throw lost();
    snapshot = parsed.records;
    covered = parsed.gen;
    manifest.snapshot = { file: SNAPSHOT_FILE, gen: covered, ...digest(snapshotContent) };
  }
  const journals: DatabaseFiles['journals'] = [];
  const drop: string[] = [];
  for (const { file, gen } of onDisk) {
    const path = join(dir, file);
    const content = readFileSync(path);
    const read = readRecords(path, content);
    if (read.records[0]?.o === 'head') throw lost();
    if (gen <= covered || content.length === 0) {
      drop.push(path); // the previous format removed these on open too
      continue;
    }
    if (read.tornTail) warn(`${path}: dropped a torn final line (an unacknowledged write cut by a crash)`);
    const entry: FileEntry = { file, gen, ...digest(content), legacy: true };
    manifest.journals.push(entry);
    journals.push({ entry, records: read.records, writes: read.records.length > 0 });
  }
  writeManifest(dir, manifest);
  for (const path of drop) unlinkSync(path);
  warn(`${dir}: recorded its files in ${MANIFEST_FILE} (a database written before manifests existed)`);
  return { manifest, snapshot, journals, nextGeneration: Math.max(covered, ...onDisk.map((j) => j.gen)) + 1 };
}
