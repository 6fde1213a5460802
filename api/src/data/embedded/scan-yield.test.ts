import { describe, expect, it } from 'vitest';
import type { EmbeddedCollection } from './collection';
import { embeddedTestFiles } from './embedded.test-support';
import { SCAN_SLICE } from './planner';

const { tempDir, open } = embeddedTestFiles('petpal-scan-yield-');

describe('a long scan', () => {
  it('lets other work run between slices and answers as a blocking scan would', async () => {
    const db = await open(tempDir());
    const items = db.collection<{ n: number; odd: boolean }>('items') as unknown as EmbeddedCollection<{
      n: number;
      odd: boolean;
    }>;
    const count = SCAN_SLICE * 3 + 17;
    await items.insertMany(Array.from({ length: count }, (_, n) => ({ n: (n * 7919) % count, odd: n % 2 === 1 })));
    expect(items.explain({ odd: true })).toBe('scan');

    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const immediate = new Promise<number>((resolve) => setImmediate(() => resolve(turns)));
    let ranBefore = false;
    void immediate.then(() => (ranBefore = true));
    const page = await items.find({ odd: true }, { sort: { n: -1 }, skip: 3, limit: 5 }).toArray();
    expect(ranBefore).toBe(true);
    clearInterval(ticking);

    const all = (await items.find({}).toArray()).filter((doc) => doc.odd).sort((a, b) => b.n - a.n);
    expect(page.map((doc) => doc.n)).toEqual(all.slice(3, 8).map((doc) => doc.n));
    expect(await items.countDocuments({ odd: true })).toBe(all.length);
    const firstOdd = await items.findOne({ odd: true });
    expect(firstOdd?.n).toBe(7919 % count);
    await db.close();
  });
});
