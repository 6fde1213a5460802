import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDamagedError } from './errors';
import { journalName } from './journal';
import { embeddedTestFiles } from './embedded.test-support';
import { encodeRecord } from './records';
import type { EmbeddedDataPort } from './store';

const { tempDir, open } = embeddedTestFiles('petpal-damage-');

/** The files of a live database copied elsewhere: what a crash at this moment leaves on disk. */
function crashCopy(dataDir: string): string {
  const copy = tempDir();
  cpSync(join(dataDir, 'db'), join(copy, 'db'), { recursive: true });
  return copy;
}

const notes = async (db: EmbeddedDataPort) =>
  (
    await db
      .collection<{ n: number }>('notes')
      .find({}, { sort: { n: 1 } })
      .toArray()
  ).map((doc) => doc.n);

/**
 * A database whose acknowledged writes live in three files: snapshot.jsonl (notes 1, 2),
 * journal 2 (note 3, closed by a restart) and journal 3 (note 4, the newest).
 */
async function threeFiles(): Promise<string> {
  const first = tempDir();
  const db = await open(first, { compactOnOpen: false });
  await db.collection('notes').insertMany([{ n: 1 }, { n: 2 }]);
  await db.compact();
  await db.collection('notes').insertOne({ n: 3 });
  const second = crashCopy(first);
  const restarted = await open(second, { compactOnOpen: false, manifestRefreshMs: 0 });
  await restarted.collection('notes').insertOne({ n: 4 });
  return crashCopy(second);
}

const file = (dataDir: string, name: string) => join(dataDir, 'db', name);
const middle = journalName(2);
const newest = journalName(3);

async function refusal(dataDir: string): Promise<DataDamagedError> {
  const error = await open(dataDir).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataDamagedError);
  const damaged = error as DataDamagedError;
  // Says how to restore it.
  expect(damaged.message).toMatch(/Restore the whole database directory .* from one backup/);
  expect(damaged.message).toMatch(/move the directory aside to start with an empty database/);
  return damaged;
}

describe('embedded engine refuses to serve less than it acknowledged', () => {
  it('starts from the three files as written', async () => {
    const dataDir = await threeFiles();
    expect(readdirSync(join(dataDir, 'db')).sort()).toEqual([middle, newest, 'manifest.json', 'snapshot.jsonl']);
    expect(await notes(await open(dataDir))).toEqual([1, 2, 3, 4]);
  });

  const damages: Array<[string, (dataDir: string) => void, string, RegExp]> = [
    ['a deleted snapshot', (d) => unlinkSync(file(d, 'snapshot.jsonl')), 'snapshot.jsonl', /is missing/],
    ['a deleted newest journal', (d) => unlinkSync(file(d, newest)), newest, /is missing/],
    ['a deleted middle journal', (d) => unlinkSync(file(d, middle)), middle, /is missing/],
    [
      'a closed journal truncated below the manifest',
      (d) => truncateSync(file(d, middle), readFileSync(file(d, middle)).length - 5),
      middle,
      /shorter than the \d+ manifest\.json recorded/,
    ],
    ['the newest journal emptied', (d) => truncateSync(file(d, newest), 0), newest, /is 0 bytes, shorter than/],
    [
      'the newest journal cut below the length the manifest last recorded',
      (d) => truncateSync(file(d, newest), readFileSync(file(d, newest)).length - 20),
      newest,
      /shorter than the \d+ manifest\.json recorded: acknowledged writes were cut off/,
    ],
    [
      'a corrupted byte of the snapshot',
      (d) => {
        const content = readFileSync(file(d, 'snapshot.jsonl'));
        const at = content.indexOf('"n":2') + 4;
        content[at] = '7'.charCodeAt(0);
        writeFileSync(file(d, 'snapshot.jsonl'), content);
      },
      'snapshot.jsonl',
      /does not match manifest\.json/,
    ],
    [
      'journals swapped (renamed out of order)',
      (d) => {
        renameSync(file(d, middle), file(d, 'swap'));
        renameSync(file(d, newest), file(d, middle));
        renameSync(file(d, 'swap'), file(d, newest));
      },
      middle,
      /does not match manifest\.json .* another journal was renamed/,
    ],
    [
      'the newest journal renamed past a gap',
      (d) => renameSync(file(d, newest), file(d, journalName(5))),
      newest,
      /is missing/,
    ],
    [
      'the newest journal replaced by a renamed copy of another',
      (d) => cpSync(file(d, middle), file(d, newest)),
      newest,
      /holds journal generation 2, not generation 3/,
    ],
    [
      'a deleted manifest',
      (d) => unlinkSync(file(d, 'manifest.json')),
      'manifest.json',
      /is missing, but the directory holds data files/,
    ],
    [
      'a corrupted manifest',
      (d) => writeFileSync(file(d, 'manifest.json'), '{"format":'),
      'manifest.json',
      /is damaged/,
    ],
  ];

  it.each(damages)('refuses %s, naming the file', async (_case, damage, name, problem) => {
    const dataDir = await threeFiles();
    const backup = crashCopy(dataDir);
    damage(dataDir);
    const before = readdirSync(join(dataDir, 'db')).sort();
    const error = await refusal(dataDir);
    expect(error.message).toContain(file(dataDir, name));
    expect(error.file).toBe(file(dataDir, name));
    expect(error.message).toMatch(problem);
    // Nothing was touched, and the lock was released: restoring from the backup brings everything back.
    expect(readdirSync(join(dataDir, 'db')).sort()).toEqual(before);
    rmSync(join(dataDir, 'db'), { recursive: true });
    cpSync(join(backup, 'db'), join(dataDir, 'db'), { recursive: true });
    expect(await notes(await open(dataDir))).toEqual([1, 2, 3, 4]);
  });

  describe('accepts every state a crash during compaction can leave', () => {
    /** A live database mid-life: `before` is a crash image taken just before a compaction, `after` just after it. */
    async function aroundCompaction() {
      const live = tempDir();
      const db = await open(live, { compactOnOpen: false });
      await db.collection('notes').insertMany([{ n: 1 }, { n: 2 }]);
      await db.compact();
      await db.collection('notes').insertOne({ n: 3 });
      const before = crashCopy(live);
      await db.compact();
      await db.collection('notes').insertOne({ n: 4 });
      return { before, after: crashCopy(live) };
    }

    it('finishes installing a snapshot the manifest named before the crash hit its rename', async () => {
      const { before, after } = await aroundCompaction();
      const journals = readdirSync(join(before, 'db')).filter((name) => name.startsWith('journal-'));
      renameSync(file(after, 'snapshot.jsonl'), file(after, 'snapshot.jsonl.tmp'));
      cpSync(file(before, 'snapshot.jsonl'), file(after, 'snapshot.jsonl'));
      for (const journal of journals) cpSync(file(before, journal), file(after, journal));
      const warnings: string[] = [];
      expect(await notes(await open(after, { onWarning: (message) => warnings.push(message) }))).toEqual([1, 2, 3, 4]);
      expect(warnings.join()).toMatch(/finished installing the snapshot a crash interrupted/);
      expect(existsSync(file(after, 'snapshot.jsonl.tmp'))).toBe(false);
    });

    it('drops a snapshot written aside that the manifest never named, and a journal it never listed', async () => {
      const { before, after } = await aroundCompaction();
      cpSync(file(after, 'snapshot.jsonl'), file(before, 'snapshot.jsonl.tmp'));
      // The next generation, created (head line only) just before the crash, before the manifest listed it.
      const next = journalName(3);
      writeFileSync(file(before, next), encodeRecord({ o: 'head', v: 2, gen: 3 }));
      expect(await notes(await open(before))).toEqual([1, 2, 3]);
      expect(existsSync(file(before, 'snapshot.jsonl.tmp'))).toBe(false);
    });

    it('refuses a journal the manifest never listed that holds writes', async () => {
      const { before } = await aroundCompaction();
      const stray = journalName(9);
      writeFileSync(
        file(before, stray),
        encodeRecord({ o: 'head', v: 2, gen: 9 }) + encodeRecord({ o: 'w', c: 'notes', put: [{ _id: 'x', n: 9 }] }),
      );
      const error = await refusal(before);
      expect(error.file).toBe(file(before, stray));
      expect(error.message).toMatch(/is not named in manifest\.json but holds writes/);
    });
  });

  it('still tolerates a torn final line of the newest journal', async () => {
    const dataDir = await threeFiles();
    const line = encodeRecord({ o: 'w', c: 'notes', put: [{ _id: 'torn', n: 5 }] });
    writeFileSync(file(dataDir, newest), line.slice(0, 30), { flag: 'a' });
    const warnings: string[] = [];
    expect(await notes(await open(dataDir, { onWarning: (message) => warnings.push(message) }))).toEqual([1, 2, 3, 4]);
    expect(warnings.join()).toMatch(/torn final line/);
  });

  it('starts a new directory empty and writes its manifest', async () => {
    const dataDir = tempDir();
    const db = await open(dataDir);
    expect(await notes(db)).toEqual([]);
    expect(existsSync(file(dataDir, 'manifest.json'))).toBe(true);
  });

  it('migrates a directory written before manifests once, then protects it', async () => {
    const dataDir = tempDir();
    const dir = join(dataDir, 'db');
    cpSync(tempDir(), dir, { recursive: true });
    // The previous format: snapshot head v1, journals without a head line (one empty).
    writeFileSync(
      join(dir, 'snapshot.jsonl'),
      encodeRecord({ o: 'head', v: 1, gen: 4 }) +
        encodeRecord({ o: 'w', c: 'notes', put: [{ _id: 'a', n: 1 }] }) +
        encodeRecord({ o: 'end', n: 1 }),
    );
    writeFileSync(join(dir, journalName(5)), encodeRecord({ o: 'w', c: 'notes', put: [{ _id: 'b', n: 2 }] }));
    writeFileSync(join(dir, journalName(6)), '');
    const warnings: string[] = [];
    const db = await open(dataDir, { onWarning: (message) => warnings.push(message) });
    expect(await notes(db)).toEqual([1, 2]);
    expect(warnings.join()).toMatch(/recorded its files in manifest\.json/);
    await db.collection('notes').insertOne({ n: 3 });
    await db.close();

    const again: string[] = [];
    const reopened = await open(dataDir, { onWarning: (message) => again.push(message) });
    expect(await notes(reopened)).toEqual([1, 2, 3]);
    expect(again).toEqual([]);
    await reopened.close();
    unlinkSync(join(dir, 'snapshot.jsonl'));
    expect((await refusal(dataDir)).file).toBe(join(dir, 'snapshot.jsonl'));
  });
});
