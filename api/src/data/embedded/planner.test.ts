import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import type { SortSpec } from '../port';
import type { EmbeddedCollection } from './collection';
import { embeddedTestFiles } from './embedded.test-support';

const { tempDir, open } = embeddedTestFiles('petpal-planner-');

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Post {
  _id: ObjectId;
  g: string;
  hidden: boolean;
  hot?: unknown;
  at?: number;
}

const hex = (docs: Array<{ _id: unknown }>) => docs.map((doc) => String(doc._id));

describe('query planner over ordered indexes', () => {
  it('answers random feeds, cursors, ranges and sorts exactly as a full scan and sort, through writes', async () => {
    const next = random(2026);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const db = await open(tempDir());
    const indexed = db.collection<Post>('indexed') as unknown as EmbeddedCollection<Post>;
    const plain = db.collection<Post>('plain') as unknown as EmbeddedCollection<Post>;
    await indexed.createIndex({ g: 1, hidden: 1, hot: -1, _id: -1 }, { name: 'feed' });
    await indexed.createIndex({ at: 1 }, { name: 'at' });
    const hotValue = () => (next() < 0.05 ? pick([null, undefined, 'x']) : Math.floor(next() * 30));
    const make = (): Post => {
      const hot = hotValue();
      return {
        _id: new ObjectId(),
        g: pick(['a', 'b', 'c']),
        hidden: next() < 0.2,
        ...(hot === undefined ? {} : { hot }),
        ...(next() < 0.9 ? { at: Math.floor(next() * 50) } : {}),
      };
    };
    const both = async (docs: Post[]) => {
      await indexed.insertMany(docs.map((doc) => ({ ...doc })));
      await plain.insertMany(docs.map((doc) => ({ ...doc })));
    };
    await both(Array.from({ length: 800 }, make));

    for (let round = 0; round < 150; round++) {
      const filter: Record<string, unknown> = { hidden: false };
      const groups = next() < 0.3 ? { $in: ['a', 'c'] } : pick(['a', 'b', 'c']);
      filter.g = groups;
      const sort = pick<SortSpec>([{ hot: -1, _id: -1 }, { hot: 1, _id: 1 }, { hot: -1 }, { hot: 1 }, {}]);
      const page = await plain
        .find(filter, { sort: { hot: -1, _id: -1 }, limit: 5 + Math.floor(next() * 20) })
        .toArray();
      const last = page[page.length - 1];
      if (last && next() < 0.5) filter.$or = [{ hot: { $lt: last.hot } }, { hot: last.hot, _id: { $lt: last._id } }];
      else if (next() < 0.3) filter.hot = { $gte: Math.floor(next() * 15), $lt: 15 + Math.floor(next() * 15) };
      // Without a sort, a limit may return any matching documents (MongoDB too): only unlimited reads compare.
      const sorted = Object.keys(sort).length > 0;
      const options = {
        sort,
        skip: sorted && next() < 0.2 ? Math.floor(next() * 10) : 0,
        limit: sorted ? pick([0, 1, 10, 21]) : 0,
      };
      const expected = await plain.find(filter, options).toArray();
      const actual = await indexed.find(filter, options).toArray();
      expect(hex(actual), JSON.stringify({ round, filter, options })).toEqual(hex(expected));
      expect(await indexed.countDocuments(filter)).toBe(await plain.countDocuments(filter));

      const plan = indexed.explainFind(filter, options);
      expect(plan.via).toBe('feed');
      if (typeof groups === 'string' && Object.keys(sort).length > 0) expect(plan.sortFromIndex).toBe(true);
      expect(plain.explainFind(filter, options).via).toBe('scan');

      const atRange = { at: { $gt: Math.floor(next() * 50) } };
      const atOptions = { sort: { at: pick([1, -1] as const) }, limit: 7 };
      expect(hex(await indexed.find(atRange, atOptions).toArray())).toEqual(
        hex(await plain.find(atRange, atOptions).toArray()),
      );
      expect(indexed.explainFind(atRange, atOptions)).toMatchObject({ via: 'at', sortFromIndex: true, range: true });

      // Writes between rounds keep the index in step: new posts, re-ranked posts, deleted posts.
      const victim = pick(await plain.find({}, { limit: 50 }).toArray());
      const change = next();
      if (change < 0.4) {
        const hot = hotValue();
        const update = hot === undefined ? { $unset: { hot: '' as const } } : { $set: { hot } };
        await indexed.updateOne({ _id: victim._id }, update);
        await plain.updateOne({ _id: victim._id }, update);
      } else if (change < 0.6) {
        await indexed.deleteOne({ _id: victim._id });
        await plain.deleteOne({ _id: victim._id });
      } else await both([make()]);
    }
  });

  it('walks only the page: a feed cursor plan reads a range of one group, in index order', async () => {
    const db = await open(tempDir());
    const posts = db.collection<Post>('posts') as unknown as EmbeddedCollection<Post>;
    await posts.createIndex({ g: 1, hidden: 1, hot: -1, _id: -1 }, { name: 'group_feed' });
    await posts.createIndex({ hidden: 1, hot: -1, _id: -1 }, { name: 'all_feed' });
    await posts.insertMany(
      Array.from({ length: 3000 }, (_, i) => ({ _id: new ObjectId(), g: i % 3 ? 'a' : 'b', hidden: false, hot: i })),
    );
    const cursor = { $or: [{ hot: { $lt: 1500 } }, { hot: 1500, _id: { $lt: new ObjectId() } }] };
    const plan = posts.explainFind({ g: 'a', hidden: false, ...cursor }, { sort: { hot: -1, _id: -1 }, limit: 21 });
    expect(plan).toMatchObject({ via: 'group_feed', sortFromIndex: true, equalityFields: 2, range: true });
    expect(plan.candidates).toBe(1000);
    const page = await posts
      .find({ g: 'a', hidden: false, ...cursor }, { sort: { hot: -1, _id: -1 }, limit: 3 })
      .toArray();
    expect(page.map((doc) => doc.hot)).toEqual([1499, 1498, 1496]);
    expect(posts.explainFind({ hidden: false }, { sort: { hot: -1, _id: -1 }, limit: 21 })).toMatchObject({
      via: 'all_feed',
      sortFromIndex: true,
    });
    // A sort the index cannot give: still the index for the equality, then a sort of its candidates.
    expect(posts.explainFind({ g: 'a', hidden: false }, { sort: { _id: 1 }, limit: 5 })).toMatchObject({
      via: 'group_feed',
      sortFromIndex: false,
    });
    expect(posts.explainFind({ hot: { $gt: 5 } }, { sort: { _id: 1 } }).via).toBe('scan');
  });

  it('reads each document once for an $in that repeats a value (other ObjectId instances, -0 and 0, dates)', async () => {
    const db = await open(tempDir());
    const indexed = db.collection('likes') as unknown as EmbeddedCollection;
    const plain = db.collection('likes_plain') as unknown as EmbeddedCollection;
    await indexed.createIndex({ postId: 1, n: 1 }, { name: 'post_n' });
    const postIds = Array.from({ length: 6 }, () => new ObjectId());
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const docs = Array.from({ length: 60 }, (_, i) => ({
      _id: new ObjectId(),
      postId: postIds[i % 6]!,
      n: i % 4 === 0 ? 0 : i % 5,
      at: day(1 + (i % 3)),
    }));
    await indexed.insertMany(docs.map((doc) => ({ ...doc })));
    await plain.insertMany(docs.map((doc) => ({ ...doc })));
    const copies = (ids: ObjectId[]) => ids.map((id) => new ObjectId(id.toHexString()));
    const filters = [
      { postId: { $in: [...postIds.slice(0, 3), ...copies(postIds.slice(1, 4)), postIds[0]!] } },
      { postId: { $in: copies([postIds[2]!, postIds[2]!, postIds[5]!]) }, n: { $in: [0, -0, 3, 3] } },
      { postId: postIds[1]!, n: { $in: [-0, 0] } },
    ];
    for (const filter of filters) {
      for (const sort of [undefined, { n: 1 }, { postId: -1, n: -1 }] as Array<SortSpec | undefined>) {
        const options = sort ? { sort } : {};
        expect(indexed.explainFind(filter, options).via).toBe('post_n');
        expect(hex(await indexed.find(filter, options).toArray()).sort()).toEqual(
          hex(await plain.find(filter, options).toArray()).sort(),
        );
        if (sort) {
          expect(hex(await indexed.find(filter, options).toArray())).toEqual(
            hex(await plain.find(filter, options).toArray()),
          );
        }
      }
    }
  });

  it('keeps the index order and natural order across reopen (replayed journal) and dropDatabase', async () => {
    const dir = tempDir();
    const first = await open(dir);
    const col = first.collection<Post>('posts');
    await col.createIndex({ g: 1, at: -1 });
    const docs = Array.from({ length: 50 }, (_, i) => ({ _id: new ObjectId(), g: 'a', hidden: false, at: i % 5 }));
    await col.insertMany(docs);
    await col.updateOne({ _id: docs[3]!._id }, { $set: { at: 9 } });
    await first.close();
    const again = (await open(dir)).collection<Post>('posts');
    const sorted = await again.find({ g: 'a' }, { sort: { at: -1 }, limit: 12 }).toArray();
    const expected = docs
      .map((doc, i) => ({ ...doc, at: i === 3 ? 9 : doc.at }))
      .sort((x, y) => y.at - x.at)
      .slice(0, 12);
    expect(hex(sorted)).toEqual(hex(expected));
    expect(hex(await again.find({ g: 'a' }).toArray())).toEqual(hex(docs));
  });
});
