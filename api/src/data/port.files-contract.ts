/**
 * The behaviour of every DataPort's file buckets (decision 083). Registered by embedded.test.ts (always) and
 * mongo.mongo.test.ts (when MONGODB_URI is set).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PortFixture } from './port.contract';
import type { DataPort } from './port';

export function describeFilesContract(label: string, makeFixture: () => Promise<PortFixture>): void {
  describe(`data port files contract: ${label}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function open(): Promise<{ db: DataPort; reopen: () => Promise<DataPort> }> {
      const fixture = await makeFixture();
      const opened: DataPort[] = [];
      cleanups.push(async () => {
        for (const db of opened) await db.close();
        await fixture.destroy();
      });
      const reopen = async () => {
        const db = await fixture.open();
        opened.push(db);
        return db;
      };
      return { db: await reopen(), reopen };
    }

    const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);
    /** Byte for byte (a deep toEqual over 600,000 elements takes seconds). */
    const same = (actual: Uint8Array | null, expected: Uint8Array) =>
      actual !== null && Buffer.from(actual).equals(Buffer.from(expected));

    it('stores bytes under a key and gives back exactly those bytes, also after a reopen', async () => {
      const { db, reopen } = await open();
      const big = bytes(600_000, 7); // more than two GridFS chunks
      await db.files('images').put('abc-640.webp', big);
      expect(same(await db.files('images').get('abc-640.webp'), big)).toBe(true);
      await db.close();
      expect(same(await (await reopen()).files('images').get('abc-640.webp'), big)).toBe(true);
    });

    it('answers null for a key it never stored, and keeps buckets apart', async () => {
      const { db } = await open();
      await db.files('images').put('one', bytes(10, 1));
      expect(await db.files('images').get('two')).toBeNull();
      expect(await db.files('other').get('one')).toBeNull();
    });

    it('replaces the bytes of a key stored again', async () => {
      const { db } = await open();
      await db.files('images').put('k', bytes(100, 1));
      await db.files('images').put('k', bytes(50, 2));
      expect(await db.files('images').get('k')).toEqual(bytes(50, 2));
    });

    it('deletes a key (true once, then false) and refuses keys that are not file names', async () => {
      const { db } = await open();
      await db.files('images').put('k', bytes(10, 1));
      expect(await db.files('images').delete('k')).toBe(true);
      expect(await db.files('images').delete('k')).toBe(false);
      expect(await db.files('images').get('k')).toBeNull();
      for (const key of ['../escape', 'a/b', '.hidden', '']) {
        await expect(db.files('images').put(key, bytes(1, 1))).rejects.toThrow(/Invalid file key/);
      }
    });

    it('drops its files with the database', async () => {
      const { db } = await open();
      await db.files('images').put('k', bytes(10, 1));
      await db.dropDatabase();
      expect(await db.files('images').get('k')).toBeNull();
    });
  });
}
