/**
 * The behaviour every DataPort must have. Registered by embedded.test.ts
 * (always) and mongo.mongo.test.ts (when MONGODB_URI is set).
 */
import { ObjectId } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { type DataPort, isDuplicateKeyError } from './port';
import { registerOrderContract } from './port.order-contract';

/** A fresh, empty database that can be opened, closed and opened again. */
export interface PortFixture {
  open(): Promise<DataPort>;
  destroy(): Promise<void>;
}

interface Pet {
  _id?: ObjectId;
  name: string;
  species: string;
  age: number;
  tags?: string[];
  owner?: { city: string };
  visits?: number;
}

export function describePortContract(label: string, makeFixture: () => Promise<PortFixture>): void {
  describe(`data port contract: ${label}`, () => {
    const cleanups: Array<() => Promise<void>> = [];

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function setup() {
      const fixture = await makeFixture();
      const opened: DataPort[] = [];
      cleanups.push(async () => {
        for (const db of opened) await db.close();
        await fixture.destroy();
      });
      const open = async () => {
        const db = await fixture.open();
        opened.push(db);
        return db;
      };
      return { open, db: await open() };
    }

    const pets: Pet[] = [
      { name: 'Rex', species: 'dog', age: 5, tags: ['friendly', 'large'], owner: { city: 'Pune' } },
      { name: 'Mia', species: 'cat', age: 2, tags: ['indoor'], owner: { city: 'Delhi' } },
      { name: 'Bolt', species: 'dog', age: 1, tags: [], owner: { city: 'Pune' } },
      { name: 'Kiwi', species: 'bird', age: 3 },
    ];
    const fresh = () => pets.map((pet) => structuredClone(pet));

    it('inserts, assigns an ObjectId and finds by it (ObjectId and Date round trip)', async () => {
      const { db } = await setup();
      const col = db.collection<Pet & { seenAt?: Date }>('pets');
      const doc = { ...fresh()[0]!, seenAt: new Date('2026-01-02T03:04:05.678Z') };
      const { insertedId } = await col.insertOne(doc);
      expect(insertedId).toBeInstanceOf(ObjectId);
      expect(doc._id).toEqual(insertedId);
      const found = await col.findOne({ _id: new ObjectId(insertedId.toHexString()) });
      expect(found?._id).toBeInstanceOf(ObjectId);
      expect(found?._id.equals(insertedId)).toBe(true);
      expect(found?.seenAt).toBeInstanceOf(Date);
      expect(found?.seenAt?.getTime()).toBe(doc.seenAt.getTime());
      expect(await col.findOne({ _id: insertedId.toHexString() as unknown as ObjectId })).toBeNull();
    });

    it('returns copies: mutating a result does not change the stored document', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertOne(fresh()[0]!);
      const first = await col.findOne({ name: 'Rex' });
      first!.tags!.push('mutated');
      first!.owner!.city = 'Nowhere';
      const again = await col.findOne({ name: 'Rex' });
      expect(again?.tags).toEqual(['friendly', 'large']);
      expect(again?.owner?.city).toBe('Pune');
    });

    it('filters with query operators, dotted paths and array membership', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertMany(fresh());
      const names = async (filter: object) =>
        (await col.find(filter, { sort: { name: 1 } }).toArray()).map((pet) => pet.name);
      expect(await names({ species: 'dog' })).toEqual(['Bolt', 'Rex']);
      expect(await names({ age: { $gte: 2, $lt: 5 } })).toEqual(['Kiwi', 'Mia']);
      expect(await names({ species: { $in: ['cat', 'bird'] } })).toEqual(['Kiwi', 'Mia']);
      expect(await names({ 'owner.city': 'Pune' })).toEqual(['Bolt', 'Rex']);
      expect(await names({ tags: 'indoor' })).toEqual(['Mia']);
      expect(await names({ owner: { $exists: false } })).toEqual(['Kiwi']);
      expect(await names({ $or: [{ age: 1 }, { name: /^M/ }] })).toEqual(['Bolt', 'Mia']);
      expect(await names({ name: { $regex: '^r', $options: 'i' } })).toEqual(['Rex']);
      expect(await col.countDocuments({ species: 'dog' })).toBe(2);
      expect(await col.countDocuments()).toBe(4);
    });

    it('sorts, skips, limits and projects', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertMany(fresh());
      const page = await col
        .find({}, { sort: { age: -1 }, skip: 1, limit: 2, projection: { _id: 0, name: 1, age: 1 } })
        .toArray();
      expect(page).toEqual([
        { name: 'Kiwi', age: 3 },
        { name: 'Mia', age: 2 },
      ]);
      const bySpeciesThenAge = await col.find({}, { sort: { species: 1, age: 1 } }).toArray();
      expect(bySpeciesThenAge.map((pet) => pet.name)).toEqual(['Kiwi', 'Mia', 'Bolt', 'Rex']);
      const oldest = await col.findOne({ species: 'dog' }, { sort: { age: -1 }, projection: { name: 1 } });
      expect(Object.keys(oldest ?? {}).sort()).toEqual(['_id', 'name']);
      expect(oldest?.name).toBe('Rex');
    });

    it('applies update operators and reports matched/modified counts', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertMany(fresh());
      const result = await col.updateOne(
        { name: 'Rex' },
        {
          $set: { 'owner.city': 'Mumbai' },
          $inc: { age: 1, visits: 2 },
          $push: { tags: 'vaccinated' },
          $unset: { species: '' },
        },
      );
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      const rex = await col.findOne({ name: 'Rex' });
      expect(rex).toMatchObject({
        age: 6,
        visits: 2,
        owner: { city: 'Mumbai' },
        tags: ['friendly', 'large', 'vaccinated'],
      });
      expect(rex && 'species' in rex).toBe(false);

      await col.updateOne({ name: 'Rex' }, { $addToSet: { tags: 'friendly' } });
      await col.updateOne({ name: 'Rex' }, { $addToSet: { tags: 'calm' } });
      await col.updateOne({ name: 'Rex' }, { $pull: { tags: 'large' } });
      // Two operators on one path conflict, as in MongoDB.
      await expect(col.updateOne({ name: 'Rex' }, { $addToSet: { tags: 'x' }, $pull: { tags: 'y' } })).rejects.toThrow(
        /conflict/,
      );
      expect((await col.findOne({ name: 'Rex' }))?.tags).toEqual(['friendly', 'vaccinated', 'calm']);

      const noop = await col.updateOne({ name: 'Rex' }, { $set: { age: 6 } });
      expect(noop).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      const none = await col.updateOne({ name: 'Nobody' }, { $set: { age: 1 } });
      expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedId: null });

      const many = await col.updateMany({ species: { $in: ['cat', 'bird'] } }, { $set: { visits: 0 } });
      expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect(await col.countDocuments({ visits: 0 })).toBe(2);
    });

    it('rejects updates that are not operator documents or that change _id', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertOne(fresh()[0]!);
      await expect(col.updateOne({ name: 'Rex' }, { name: 'Rexy' } as never)).rejects.toThrow();
      await expect(col.updateOne({ name: 'Rex' }, { $set: { _id: new ObjectId() } } as never)).rejects.toThrow();
      expect(await col.countDocuments({ name: 'Rex' })).toBe(1);
    });

    it('upserts from the filter equalities, with $setOnInsert only on insert', async () => {
      const { db } = await setup();
      const col = db.collection<{ key: string; count: number; firstSeen?: string }>('counters');
      const first = await col.updateOne(
        { key: 'a' },
        { $inc: { count: 1 }, $setOnInsert: { firstSeen: 'monday' } },
        { upsert: true },
      );
      expect(first.upsertedCount).toBe(1);
      expect(first.upsertedId).toBeInstanceOf(ObjectId);
      const second = await col.updateOne(
        { key: 'a' },
        { $inc: { count: 1 }, $setOnInsert: { firstSeen: 'tuesday' } },
        { upsert: true },
      );
      expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      const doc = await col.findOne({ key: 'a' });
      expect(doc).toMatchObject({ key: 'a', count: 2, firstSeen: 'monday' });
      expect(doc?._id.equals(first.upsertedId!)).toBe(true);

      const byId = db.collection<{ _id: string; label: string }>('labels');
      const upserted = await byId.updateOne({ _id: 'slug-1' }, { $set: { label: 'One' } }, { upsert: true });
      expect(upserted.upsertedId).toBe('slug-1');
      expect(await byId.findOne({ _id: 'slug-1' })).toEqual({ _id: 'slug-1', label: 'One' });

      const chosen = new ObjectId();
      const withId = await col.updateOne(
        { key: 'c' },
        { $inc: { count: 1 }, $setOnInsert: { _id: chosen } },
        { upsert: true },
      );
      expect(withId.upsertedId?.equals(chosen)).toBe(true);
      expect(await col.findOne({ _id: chosen })).toMatchObject({ key: 'c', count: 1 });
      await expect(
        byId.updateOne({ _id: 'slug-2' }, { $setOnInsert: { _id: 'slug-3' } }, { upsert: true }),
      ).rejects.toThrow();

      await col.updateOne({ key: { $eq: 'b' }, count: { $gt: 5 } }, { $set: { firstSeen: 'x' } }, { upsert: true });
      const b = await col.findOne({ key: 'b' });
      expect(b).toMatchObject({ key: 'b', firstSeen: 'x' });
      expect(b && 'count' in b).toBe(false);
    });

    it('enforces a unique index on insert, update and upsert, leaving data unchanged', async () => {
      const { db } = await setup();
      const col = db.collection<{ email: string; name: string }>('users');
      expect(await col.createIndex({ email: 1 }, { unique: true, name: 'email_unique' })).toBe('email_unique');
      expect(await col.createIndex({ email: 1 }, { unique: true, name: 'email_unique' })).toBe('email_unique');
      await col.insertOne({ email: 'a@x.io', name: 'A' });
      await col.insertOne({ email: 'b@x.io', name: 'B' });

      const duplicate = await col.insertOne({ email: 'a@x.io', name: 'A2' }).catch((error: unknown) => error);
      expect(isDuplicateKeyError(duplicate)).toBe(true);

      const clash = await col
        .updateOne({ email: 'b@x.io' }, { $set: { email: 'a@x.io', name: 'changed' } })
        .catch((e: unknown) => e);
      expect(isDuplicateKeyError(clash)).toBe(true);
      expect(await col.findOne({ email: 'b@x.io' })).toMatchObject({ name: 'B' });

      const upsert = await col
        .updateOne({ name: 'C' }, { $set: { email: 'a@x.io' } }, { upsert: true })
        .catch((error: unknown) => error);
      expect(isDuplicateKeyError(upsert)).toBe(true);
      expect(await col.countDocuments()).toBe(2);

      const sameId = new ObjectId();
      await col.insertOne({ _id: sameId, email: 'c@x.io', name: 'C' } as never);
      const idClash = await col
        .insertOne({ _id: sameId, email: 'd@x.io', name: 'D' } as never)
        .catch((e: unknown) => e);
      expect(isDuplicateKeyError(idClash)).toBe(true);
    });

    it('enforces a compound unique index', async () => {
      const { db } = await setup();
      const col = db.collection<{ vetId: string; start: string }>('claims');
      await col.createIndex({ vetId: 1, start: 1 }, { unique: true });
      await col.insertMany([
        { vetId: 'v1', start: '09:00' },
        { vetId: 'v1', start: '09:05' },
        { vetId: 'v2', start: '09:00' },
      ]);
      const clash = await col.insertOne({ vetId: 'v1', start: '09:05' }).catch((error: unknown) => error);
      expect(isDuplicateKeyError(clash)).toBe(true);
      expect(await col.countDocuments({ vetId: 'v1' })).toBe(2);
    });

    it('refuses to build a unique index over duplicate data', async () => {
      const { db } = await setup();
      const col = db.collection<{ code: string }>('codes');
      await col.insertMany([{ code: 'x' }, { code: 'x' }]);
      const failed = await col.createIndex({ code: 1 }, { unique: true }).catch((error: unknown) => error);
      expect(isDuplicateKeyError(failed)).toBe(true);
      await col.insertOne({ code: 'x' });
      expect(await col.countDocuments({ code: 'x' })).toBe(3);
    });

    it('findOneAndUpdate returns the document before or after, null when nothing matches', async () => {
      const { db } = await setup();
      const col = db.collection<{ slot: number; taken: boolean; by?: string }>('slots');
      await col.insertMany([
        { slot: 3, taken: false },
        { slot: 1, taken: false },
        { slot: 2, taken: false },
      ]);
      const before = await col.findOneAndUpdate(
        { taken: false },
        { $set: { taken: true, by: 'ann' } },
        { sort: { slot: 1 } },
      );
      expect(before).toMatchObject({ slot: 1, taken: false });
      const after = await col.findOneAndUpdate(
        { taken: false },
        { $set: { taken: true, by: 'bob' } },
        { sort: { slot: 1 }, returnDocument: 'after' },
      );
      expect(after).toMatchObject({ slot: 2, taken: true, by: 'bob' });
      expect(await col.findOneAndUpdate({ slot: 99 }, { $set: { taken: true } })).toBeNull();
      const created = await col.findOneAndUpdate(
        { slot: 99 },
        { $set: { taken: true } },
        { upsert: true, returnDocument: 'after' },
      );
      expect(created).toMatchObject({ slot: 99, taken: true });
      expect(created?._id).toBeInstanceOf(ObjectId);
      expect(await col.findOneAndUpdate({ slot: 100 }, { $set: { taken: true } }, { upsert: true })).toBeNull();
      expect(await col.countDocuments({ taken: true })).toBe(4);
    });

    it('deletes one or many', async () => {
      const { db } = await setup();
      const col = db.collection<Pet>('pets');
      await col.insertMany(fresh());
      expect((await col.deleteOne({ species: 'dog' })).deletedCount).toBe(1);
      expect(await col.countDocuments({ species: 'dog' })).toBe(1);
      expect((await col.deleteMany({ age: { $lt: 10 } })).deletedCount).toBe(3);
      expect((await col.deleteOne({ name: 'Nobody' })).deletedCount).toBe(0);
      expect(await col.countDocuments()).toBe(0);
    });

    it('aggregates with $match, $group, $sort and $lookup', async () => {
      const { db } = await setup();
      const owners = db.collection<{ _id: ObjectId; name: string }>('owners');
      const pets = db.collection<{ ownerId: ObjectId; name: string; age: number }>('pets');
      const ana = new ObjectId();
      const raj = new ObjectId();
      await owners.insertMany([
        { _id: ana, name: 'Ana' },
        { _id: raj, name: 'Raj' },
      ]);
      await pets.insertMany([
        { ownerId: ana, name: 'Rex', age: 5 },
        { ownerId: ana, name: 'Mia', age: 3 },
        { ownerId: raj, name: 'Bolt', age: 1 },
      ]);
      const totals = await pets
        .aggregate<{ _id: ObjectId; pets: number; years: number }>([
          { $match: { age: { $gte: 1 } } },
          { $group: { _id: '$ownerId', pets: { $sum: 1 }, years: { $sum: '$age' } } },
          { $sort: { pets: -1 } },
        ])
        .toArray();
      expect(totals.map((row) => [row._id.toHexString(), row.pets, row.years])).toEqual([
        [ana.toHexString(), 2, 8],
        [raj.toHexString(), 1, 1],
      ]);
      const joined = await pets
        .aggregate<{ name: string; owner: Array<{ name: string }> }>([
          { $match: { name: { $in: ['Rex', 'Bolt'] } } },
          { $lookup: { from: 'owners', localField: 'ownerId', foreignField: '_id', as: 'owner' } },
          { $sort: { name: 1 } },
          { $project: { _id: 0, name: 1, 'owner.name': 1 } },
        ])
        .toArray();
      expect(joined).toEqual([
        { name: 'Bolt', owner: [{ name: 'Raj' }] },
        { name: 'Rex', owner: [{ name: 'Ana' }] },
      ]);
    });

    it('finds GeoJSON points within a sphere ($geoWithin $centerSphere) under a 2dsphere index', async () => {
      const { db, open } = await setup();
      type Place = { name: string; enabled: boolean; location?: { type: 'Point'; coordinates: [number, number] } };
      const col = db.collection<Place>('places');
      await col.createIndex({ location: '2dsphere' });
      await col.createIndex({ enabled: 1, location: '2dsphere' });
      const at = (lat: number): Place['location'] => ({ type: 'Point', coordinates: [77.607, 12.9756 + lat] });
      // About 1 km, 4 km and 10 km north of the centre, and one without a location.
      await col.insertMany([
        { name: 'one', enabled: true, location: at(0.009) },
        { name: 'four', enabled: true, location: at(0.036) },
        { name: 'four-off', enabled: false, location: at(0.036) },
        { name: 'ten', enabled: true, location: at(0.09) },
        { name: 'nowhere', enabled: true },
      ]);
      const within = (km: number) => ({
        $geoWithin: { $centerSphere: [[77.607, 12.9756], km / 6378.1] as [[number, number], number] },
      });
      const names = async (filter: object) =>
        (await col.find(filter, { sort: { name: 1 } }).toArray()).map((place) => place.name);
      expect(await names({ location: within(5) })).toEqual(['four', 'four-off', 'one']);
      expect(await names({ enabled: true, location: within(5) })).toEqual(['four', 'one']);
      expect(await names({ enabled: true, location: within(0.5) })).toEqual([]);
      expect(await names({ location: within(12) })).toHaveLength(4);

      const outOfRange = await col
        .insertOne({ name: 'bad', enabled: true, location: { type: 'Point', coordinates: [200, 10] } })
        .catch((error: unknown) => error);
      expect(outOfRange).toBeInstanceOf(Error);
      expect(await col.countDocuments({ name: 'bad' })).toBe(0);

      await db.close();
      const again = (await open()).collection<Place>('places');
      const refused = await again
        .updateOne({ name: 'one' }, { $set: { location: { type: 'Point', coordinates: [10, 95] } } })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((await again.findOne({ name: 'one' }))?.location).toEqual(at(0.009));
    });

    it('keeps documents and unique indexes across close and reopen', async () => {
      const { db, open } = await setup();
      const col = db.collection<{ email: string; visits: number; at: Date }>('users');
      await col.createIndex({ email: 1 }, { unique: true });
      const at = new Date('2026-03-04T05:06:07.000Z');
      const { insertedId } = await col.insertOne({ email: 'a@x.io', visits: 1, at });
      await col.insertOne({ email: 'b@x.io', visits: 1, at });
      await col.updateOne({ email: 'a@x.io' }, { $inc: { visits: 4 } });
      await col.deleteOne({ email: 'b@x.io' });
      await db.close();

      const reopened = await open();
      const again = reopened.collection<{ email: string; visits: number; at: Date }>('users');
      const doc = await again.findOne({ _id: insertedId });
      expect(doc).toMatchObject({ email: 'a@x.io', visits: 5 });
      expect(doc?.at).toEqual(at);
      expect(await again.countDocuments()).toBe(1);
      const clash = await again.insertOne({ email: 'a@x.io', visits: 0, at }).catch((error: unknown) => error);
      expect(isDuplicateKeyError(clash)).toBe(true);
    });

    it('dropDatabase removes every collection', async () => {
      const { db } = await setup();
      await db.collection('a').insertOne({ x: 1 });
      await db.collection('b').insertOne({ y: 1 });
      await db.dropDatabase();
      expect(await db.collection('a').countDocuments()).toBe(0);
      expect(await db.collection('b').countDocuments()).toBe(0);
    });

    registerOrderContract(setup);
  });
}
