import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../port';
import type { EmbeddedCollection } from './collection';
import { embeddedTestFiles } from './embedded.test-support';
import { encodeRecord } from './records';
import type { EmbeddedDataPort } from './store';

const { tempDir, open } = embeddedTestFiles('petpal-embedded-');

const journals = (dataDir: string) => readdirSync(join(dataDir, 'db')).filter((file) => file.startsWith('journal-'));

describe('embedded engine', () => {
  /** The files of a live database copied elsewhere: what a crash at this moment leaves on disk. */
  async function crashCopy(write: (db: EmbeddedDataPort) => Promise<void>): Promise<string> {
    const dataDir = tempDir();
    await write(await open(dataDir));
    const copy = tempDir();
    cpSync(join(dataDir, 'db'), join(copy, 'db'), { recursive: true });
    return copy;
  }

  it('ignores a torn final journal line and keeps everything before it', async () => {
    const copy = await crashCopy(async (db) => {
      await db.collection('notes').insertMany([{ n: 1 }, { n: 2 }]);
    });
    const line = encodeRecord({ o: 'w', c: 'notes', put: [{ _id: 'torn', n: 3 }] });
    appendFileSync(join(copy, 'db', journals(copy)[0] as string), line.slice(0, line.length - 7));

    const warnings: string[] = [];
    const reopened = await open(copy, { onWarning: (message) => warnings.push(message) });
    expect(await reopened.collection('notes').countDocuments()).toBe(2);
    expect(warnings.join()).toMatch(/torn final line/);
  });

  it('refuses to start from a journal corrupted in the middle', async () => {
    const copy = await crashCopy(async (db) => {
      await db.collection('notes').insertOne({ n: 1 });
    });
    const journal = join(copy, 'db', journals(copy)[0] as string);
    writeFileSync(journal, `deadbeef {"o":"w"}\n${readFileSync(journal, 'utf8')}`);
    await expect(open(copy)).rejects.toThrow(/line 1 is corrupt/);
  });

  it('compacts the journal into a snapshot and reloads from it', async () => {
    const dataDir = tempDir();
    const db = await open(dataDir, { compactBytes: 2_000 });
    const col = db.collection<{ n: number }>('items');
    await col.createIndex({ n: 1 }, { unique: true });
    for (let n = 0; n < 60; n++) await col.insertOne({ n });
    await db.compact();
    expect(db.stats().compactions).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'db', 'snapshot.jsonl'))).toBe(true);
    expect(journals(dataDir)).toHaveLength(1);
    await db.close();

    const reopened = await open(dataDir);
    const items = reopened.collection<{ n: number }>('items');
    expect(await items.countDocuments()).toBe(60);
    await expect(items.insertOne({ n: 5 })).rejects.toMatchObject({ code: 11000 });
  });

  it("records the journal's length in the manifest off the event loop, never over a compaction's manifest", async () => {
    const dataDir = tempDir();
    const db = await open(dataDir, { manifestRefreshMs: 0, compactBytes: 1 << 30 });
    const notes = db.collection<{ n: number }>('notes');
    for (let n = 0; n < 40; n++) {
      // A write (its length recorded after it is durable) racing a compaction (its own manifest, the commit point).
      await Promise.all([notes.insertOne({ n }), n % 3 === 0 ? db.compact() : Promise.resolve()]);
      const manifest = JSON.parse(readFileSync(join(dataDir, 'db', 'manifest.json'), 'utf8')) as {
        journals: Array<{ file: string; bytes: number }>;
      };
      // Acknowledged means recorded: the newest journal's length in the manifest covers every write so far.
      const newest = manifest.journals.at(-1)!;
      expect(readFileSync(join(dataDir, 'db', newest.file)).length).toBeGreaterThanOrEqual(newest.bytes);
      if (n > 0 && n % 3 !== 0) expect(newest.bytes).toBeGreaterThan(100);
    }
    const copy = tempDir();
    cpSync(join(dataDir, 'db'), join(copy, 'db'), { recursive: true });
    expect(readdirSync(join(copy, 'db')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    await db.close();
    for (const dir of [dataDir, copy]) {
      const reopened = await open(dir);
      expect(await reopened.collection('notes').countDocuments()).toBe(40);
      await reopened.close();
    }
  });

  it('shares one fsync between concurrent writes (group commit)', async () => {
    const db = await open(tempDir());
    const col = db.collection('burst');
    await Promise.all(Array.from({ length: 200 }, (_, n) => col.insertOne({ n })));
    expect(await col.countDocuments()).toBe(200);
    expect(db.stats().syncs).toBeLessThan(20);
  });

  it('lets only one process open a data directory and takes over a dead owner’s lock', async () => {
    const dataDir = tempDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, 'LOCK'), JSON.stringify({ pid: sleeper.pid, host: 'test' }));
      await expect(open(dataDir)).rejects.toThrow(/in use by process/);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    const db = await open(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, 'LOCK'), 'utf8')).pid).toBe(process.pid);
    await db.close();
    expect(existsSync(join(dataDir, 'LOCK'))).toBe(false);
  });

  it('answers equality filters from indexes instead of scanning', async () => {
    const db = await open(tempDir());
    const col = db.collection<{ vetId: string; date: string; start: number; status: string }>('appointments');
    await col.createIndex({ vetId: 1, date: 1 });
    await col.createIndex({ status: 1 });
    const docs = [];
    for (let vet = 0; vet < 10; vet++) {
      for (let i = 0; i < 2000; i++) {
        docs.push({
          vetId: `v${vet}`,
          date: `2026-12-${String((i % 30) + 1).padStart(2, '0')}`,
          start: i,
          status: i % 3 ? 'confirmed' : 'pending',
        });
      }
    }
    await col.insertMany(docs);
    const explain = (filter: object) => (col as unknown as EmbeddedCollection).explain(filter);
    expect(explain({ vetId: 'v3', date: '2026-12-05' })).toBe('vetId_1_date_1');
    expect(explain({ vetId: 'v3', status: { $in: ['pending', 'confirmed'] } })).toBe('vetId_1_date_1');
    expect(explain({ $and: [{ vetId: 'v3' }, { start: { $gt: 5 } }] })).toBe('vetId_1_date_1');
    expect(explain({ start: { $gt: 5 } })).toBe('scan');

    // The plan above is what makes it fast (a timing bound here would fail on a busy machine: `npm run bench`
    // measures speed); what the index answers must be exactly what a scan would.
    const found = await col
      .find({ vetId: 'v3', date: '2026-12-05', status: { $in: ['pending', 'confirmed'] } }, { sort: { start: 1 } })
      .toArray();
    const expected = docs
      .filter((doc) => doc.vetId === 'v3' && doc.date === '2026-12-05')
      .map((doc) => doc.start)
      .sort((a, b) => a - b);
    expect(found.map((doc) => doc.start)).toEqual(expected);
    expect(expected).toHaveLength(67);
    const wholeVet = await col.find({ vetId: 'v3' }).toArray();
    expect(wholeVet).toHaveLength(2000);
  });

  it('emits insert, update and delete events once the write is durable', async () => {
    const db = await open(tempDir());
    const events: ChangeEvent[] = [];
    const stop = db.watch('reports', (event) => events.push(event));
    const col = db.collection<{ pet: string; status: string }>('reports');
    const { insertedId } = await col.insertOne({ pet: 'Rex', status: 'lost' });
    await col.updateOne({ _id: insertedId }, { $set: { status: 'found' } });
    await col.deleteOne({ _id: insertedId });
    stop();
    await col.insertOne({ pet: 'Mia', status: 'lost' });
    expect(events.map((event) => [event.operation, event.document?.status])).toEqual([
      ['insert', 'lost'],
      ['update', 'found'],
      ['delete', 'found'],
    ]);
    expect(events.every((event) => String(event.id) === insertedId.toHexString())).toBe(true);
  });

  it('sweeps documents past their TTL index expiry', async () => {
    const db = await open(tempDir());
    const col = db.collection<{ key: string; expiresAt: Date }>('rate_limits');
    await col.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    const now = Date.now();
    await col.insertMany([
      { key: 'old', expiresAt: new Date(now - 1000) },
      { key: 'new', expiresAt: new Date(now + 60_000) },
    ]);
    expect(await db.sweepExpired(now)).toBe(1);
    expect((await col.find({}).toArray()).map((doc) => doc.key)).toEqual(['new']);
  });
});
