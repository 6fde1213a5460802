import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../port';
import type { EmbeddedCollection } from './collection';
import { type JournalIo, nodeJournalIo } from './journal';
import { type EmbeddedDataPort, openEmbeddedPort } from './store';

const dirs: string[] = [];
const ports: EmbeddedDataPort[] = [];

afterEach(async () => {
  for (const port of ports.splice(0)) await port.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(dataDir: string, journalIo?: JournalIo) {
  const port = await openEmbeddedPort({ dataDir, dbName: 'db', ttlSweepMs: 0, ...(journalIo ? { journalIo } : {}) });
  ports.push(port);
  return port;
}

/** A disk that works until `fail` is set, then fails the way `fail` says. */
function flakyDisk() {
  const disk: { fail: 'fsync' | 'write' | null } & JournalIo = {
    fail: null,
    write: async (fd, buffer, offset, length) => {
      if (disk.fail !== 'write') return nodeJournalIo.write(fd, buffer, offset, length);
      // Half the batch reaches the file, then the disk is full.
      const half = Math.max(1, Math.floor(length / 2));
      await nodeJournalIo.write(fd, buffer, offset, half);
      disk.fail = 'fsync';
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
    fdatasync: async (fd) => {
      if (disk.fail === 'fsync') throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      return nodeJournalIo.fdatasync(fd);
    },
  };
  return disk;
}

describe.each(['fsync', 'write'] as const)('a failing journal %s', (failure) => {
  it('stops writes, keeps serving reads, and keeps memory equal to what the disk holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'petpal-diskfail-'));
    dirs.push(dataDir);
    const disk = flakyDisk();
    const db = await open(dataDir, disk);
    const col = db.collection<{ _id: string; n: number; v?: number }>('notes');
    await col.createIndex({ n: 1 }, { unique: true });
    await col.insertMany([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
    ]);
    await col.updateOne({ _id: 'a' }, { $set: { v: 1 } });
    const events: ChangeEvent[] = [];
    db.watch('notes', (event) => events.push(event));
    const durable = await col.find({}).toArray();

    disk.fail = failure;
    // One batch of every kind of write, all in flight together when the disk fails.
    const outcomes = await Promise.allSettled([
      col.insertOne({ _id: 'c', n: 3 }),
      col.updateOne({ _id: 'a' }, { $set: { v: 2 } }),
      col.deleteOne({ _id: 'b' }),
      col.createIndex({ v: 1 }),
      db.collection('other').insertOne({ x: 1 }),
      db.dropDatabase(),
      col.insertOne({ _id: 'd', n: 2 }), // after the drop: n 2 is free in memory
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(7).fill('rejected'));
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/not made durable/);

    // Memory holds exactly the durable writes again, indexes included; no event was emitted.
    expect(await col.find({}).toArray()).toEqual(durable);
    expect(await db.collection('other').countDocuments()).toBe(0);
    expect((col as unknown as EmbeddedCollection).explain({ n: 2 })).toBe('n_1');
    expect((col as unknown as EmbeddedCollection).explain({ v: 2 })).toBe('scan');
    expect(events).toEqual([]);

    // Every later write is refused; reads go on.
    await expect(col.insertOne({ _id: 'e', n: 5 })).rejects.toThrow(/refuses writes after a disk failure/);
    await expect(col.updateOne({ _id: 'a' }, { $set: { v: 3 } })).rejects.toThrow(/refuses writes/);
    await expect(db.dropDatabase()).rejects.toThrow(/refuses writes/);
    expect(await col.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1, v: 1 });

    // The disk holds what memory held: nothing of the failed batch comes back after a restart.
    await db.close();
    ports.splice(0);
    const reopened = await open(dataDir);
    expect(await reopened.collection('notes').find({}).toArray()).toEqual(durable);
    expect(await reopened.collection('other').countDocuments()).toBe(0);
    await expect(reopened.collection('notes').insertOne({ n: 1 })).rejects.toMatchObject({ code: 11000 });
  });
});
