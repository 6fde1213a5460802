/**
 * Sorted pages, cursor ranges and MongoDB's sort order across types, registered by port.contract.ts so the
 * embedded engine (ordered indexes) and MongoDB are held to the same answers.
 */
import { ObjectId } from 'mongodb';
import { expect, it } from 'vitest';
import type { DataPort } from './port';

interface Post {
  _id: ObjectId;
  g: string;
  hidden: boolean;
  hot?: unknown;
  tags?: number[];
}

/** Increasing ids, so `_id` tie-breaks are known in advance. */
const ids = (count: number) => {
  const base = 0x650000000000;
  return Array.from({ length: count }, (_, i) => new ObjectId((base + i).toString(16).padStart(24, '0')));
};

const hex = (docs: Array<{ _id: ObjectId }>) => docs.map((doc) => doc._id.toHexString());

export function registerOrderContract(setup: () => Promise<{ db: DataPort }>): void {
  it('pages a sorted feed by cursor across ties, the same ascending or descending, from a compound index', async () => {
    const { db } = await setup();
    const col = db.collection<Post>('feed');
    await col.createIndex({ g: 1, hidden: 1, hot: -1, _id: -1 }, { name: 'feed' });
    const id = ids(40);
    const docs: Post[] = id.map((_id, i) => ({ _id, g: i % 4 === 0 ? 'b' : 'a', hidden: i % 7 === 0, hot: i % 5 }));
    // Inserted out of order, so neither insertion nor _id order gives the answer.
    await col.insertMany([...docs].reverse());
    const visible = docs.filter((doc) => doc.g === 'a' && !doc.hidden);
    const byHotDesc = [...visible].sort(
      (x, y) => (y.hot as number) - (x.hot as number) || y._id.toHexString().localeCompare(x._id.toHexString()),
    );

    const pages: Post[] = [];
    let after: Post | null = null;
    for (let page = 0; page < 20; page++) {
      const where: Record<string, unknown> = { g: 'a', hidden: false };
      if (after) where.$or = [{ hot: { $lt: after.hot } }, { hot: after.hot, _id: { $lt: after._id } }];
      const found = await col.find(where, { sort: { hot: -1, _id: -1 }, limit: 4 }).toArray();
      pages.push(...found);
      if (found.length < 4) break;
      after = found[found.length - 1]!;
    }
    expect(hex(pages)).toEqual(hex(byHotDesc));

    const ascending = await col
      .find({ g: 'a', hidden: false }, { sort: { hot: 1, _id: 1 }, skip: 3, limit: 5 })
      .toArray();
    expect(hex(ascending)).toEqual(hex([...byHotDesc].reverse().slice(3, 8)));

    const both = await col
      .find({ g: { $in: ['a', 'b'] }, hidden: false }, { sort: { hot: -1, _id: -1 }, limit: 6 })
      .toArray();
    const all = docs.filter((doc) => !doc.hidden);
    all.sort((x, y) => (y.hot as number) - (x.hot as number) || y._id.toHexString().localeCompare(x._id.toHexString()));
    expect(hex(both)).toEqual(hex(all.slice(0, 6)));
  });

  it('answers ranges, counts, deletes and sorted updates from an index as a scan would', async () => {
    const { db } = await setup();
    const col = db.collection<Post & { hot: number }>('ranges');
    await col.createIndex({ g: 1, hot: 1 });
    const id = ids(30);
    await col.insertMany(id.map((_id, i) => ({ _id, g: i % 2 ? 'a' : 'b', hidden: false, hot: i })));
    const inRange = await col.find({ g: 'a', hot: { $gt: 4, $lte: 13 } }, { sort: { hot: -1 } }).toArray();
    expect(inRange.map((doc) => doc.hot)).toEqual([13, 11, 9, 7, 5]);
    expect(await col.countDocuments({ g: 'a', hot: { $gte: 20 } })).toBe(5);
    const bumped = await col.findOneAndUpdate(
      { g: 'b', hot: { $lt: 10 } },
      { $set: { hidden: true } },
      { sort: { hot: -1 }, returnDocument: 'after' },
    );
    expect(bumped).toMatchObject({ hot: 8, hidden: true });
    expect((await col.deleteMany({ g: 'b', hot: { $gte: 20 } })).deletedCount).toBe(5);
    expect((await col.find({ g: 'b' }, { sort: { hot: -1 }, limit: 2 }).toArray()).map((doc) => doc.hot)).toEqual([
      18, 16,
    ]);
  });

  it("sorts missing and null first ascending, and mixed types in MongoDB's order, from an index or not", async () => {
    const { db } = await setup();
    const col = db.collection<Post>('mixed');
    const id = ids(9);
    const values: unknown[] = ['b', true, undefined, 5, new Date('2026-01-01T00:00:00.000Z'), null, -2, 'a', false];
    await col.insertMany(
      values.map((hot, i) => ({ _id: id[i]!, g: 'a', hidden: false, ...(hot === undefined ? {} : { hot }) })),
    );
    // null and missing tie (broken by _id); then numbers, strings, booleans, dates.
    const expected = [2, 5, 6, 3, 7, 0, 8, 1, 4].map((i) => id[i]!.toHexString());
    for (const indexed of [false, true]) {
      if (indexed) await col.createIndex({ hot: 1, _id: 1 });
      expect(hex(await col.find({}, { sort: { hot: 1, _id: 1 } }).toArray())).toEqual(expected);
      expect(hex(await col.find({}, { sort: { hot: -1, _id: -1 } }).toArray())).toEqual([...expected].reverse());
      expect(hex(await col.find({ hot: { $gt: 0 } }, { sort: { hot: 1, _id: 1 } }).toArray())).toEqual([
        id[3]!.toHexString(),
      ]);
      expect(hex(await col.find({ hot: { $lt: 'b' } }, { sort: { hot: -1 } }).toArray())).toEqual([
        id[7]!.toHexString(),
      ]);
    }
  });

  it('sorts arrays by their smallest element ascending and largest descending, from a multikey index or not', async () => {
    const { db } = await setup();
    const col = db.collection<Post>('multikey');
    const id = ids(4);
    await col.insertMany([
      { _id: id[0]!, g: 'a', hidden: false, tags: [3, 9] },
      { _id: id[1]!, g: 'a', hidden: false, tags: [5] },
      { _id: id[2]!, g: 'a', hidden: false, tags: [1, 10] },
      { _id: id[3]!, g: 'a', hidden: false },
    ]);
    for (const indexed of [false, true]) {
      if (indexed) await col.createIndex({ g: 1, tags: 1 });
      expect(hex(await col.find({ g: 'a' }, { sort: { tags: 1 } }).toArray())).toEqual(
        hex([3, 2, 0, 1].map((i) => ({ _id: id[i]! }))),
      );
      expect(hex(await col.find({ g: 'a' }, { sort: { tags: -1 } }).toArray())).toEqual(
        hex([2, 0, 1, 3].map((i) => ({ _id: id[i]! }))),
      );
      expect(hex(await col.find({ g: 'a', tags: { $gt: 4, $lt: 6 } }, { sort: { _id: 1 } }).toArray())).toEqual(
        hex([0, 1, 2].map((i) => ({ _id: id[i]! }))),
      );
      expect(hex(await col.find({ tags: 9 }).toArray())).toEqual([id[0]!.toHexString()]);
    }
  });
}
