import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDamagedError, RESTORE_HINT } from './errors';
import { journalName } from './journal';
import { SNAPSHOT_FILE } from './snapshot';
import { syncDirectory } from './journal';

export const MANIFEST_FILE = 'manifest.json';
/** The temp file of `refreshManifest` (not writeManifest's, so the two never write one file). */
export const MANIFEST_REFRESH_TEMP = `${MANIFEST_FILE}.refresh.tmp`;

/** One file the database cannot do without. */
export interface FileEntry {
  file: string;
  gen: number;
  /** The least the file holds: its exact length when `sha256` is set (a closed file), else a lower bound. */
  bytes: number;
  /** Set once the file is closed (never written again): its content must match exactly. */
  sha256?: string;
  /** A journal written before manifests existed (no head line); always closed. */
  legacy?: boolean;
}

/**
 * Which files hold the acknowledged writes: the snapshot (if any) and then every journal after
 * it, in generation order. Rewritten atomically whenever that set changes, before any write
 * in a new journal is acknowledged.
 */
export interface Manifest {
  format: 'petpal-embedded';
  version: 1;
  snapshot: FileEntry | null;
  journals: FileEntry[];
}

export const emptyManifest = (): Manifest => ({ format: 'petpal-embedded', version: 1, snapshot: null, journals: [] });

export function digest(content: Buffer): { bytes: number; sha256: string } {
  return { bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Temp file, fsync, rename over manifest.json, directory fsync. */
export function writeManifest(dir: string, manifest: Manifest): void {
  const temp = join(dir, `${MANIFEST_FILE}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    const buffer = manifestBytes(manifest);
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(fd, buffer, offset, buffer.length - offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(dir, MANIFEST_FILE));
  syncDirectory(dir);
}

const manifestBytes = (manifest: Manifest) => Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8');

/**
 * `writeManifest` off the event loop, for the journal length the store records after a group commit (decision
 * 115): the temp file is written and synced in the thread pool, then renamed over manifest.json only if
 * `adopt()` answers true, called in the same turn as the rename (the caller checks that no other manifest was
 * written meanwhile, a compaction's commit point, and takes this one as its own then, so neither replaces the
 * other), then the directory synced. Answers whether it was installed.
 */
export async function refreshManifest(dir: string, manifest: Manifest, adopt: () => boolean): Promise<boolean> {
  const temp = join(dir, MANIFEST_REFRESH_TEMP);
  const file = await open(temp, 'w');
  try {
    await file.writeFile(manifestBytes(manifest));
    await file.sync();
  } finally {
    await file.close();
  }
  if (!adopt()) {
    await unlink(temp);
    return false;
  }
  renameSync(temp, join(dir, MANIFEST_FILE));
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
  return true;
}

/** The manifest, or null when the directory has none; throws when it is unreadable or inconsistent. */
export function readManifest(dir: string): Manifest | null {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const damaged = (why: string) =>
    new DataDamagedError(
      `${path} is damaged (${why}); the engine cannot tell which files hold the data. ${RESTORE_HINT}`,
      path,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw damaged('not JSON');
  }
  if (manifest?.format !== 'petpal-embedded' || manifest.version !== 1 || !Array.isArray(manifest.journals)) {
    throw damaged('unknown format');
  }
  const valid = (entry: FileEntry | null | undefined) =>
    !!entry &&
    Number.isSafeInteger(entry.gen) &&
    entry.gen >= 0 &&
    Number.isSafeInteger(entry.bytes) &&
    entry.bytes >= 0;
  if (manifest.snapshot !== null && (!valid(manifest.snapshot) || manifest.snapshot.file !== SNAPSHOT_FILE)) {
    throw damaged('bad snapshot entry');
  }
  let previous = manifest.snapshot?.gen ?? 0;
  for (const entry of manifest.journals) {
    if (!valid(entry) || entry.file !== journalName(entry.gen)) throw damaged('bad journal entry');
    if (entry.gen <= previous) throw damaged(`journal generations out of order at ${entry.file}`);
    previous = entry.gen;
  }
  return manifest;
}
