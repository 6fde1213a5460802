import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../areas';
import { AREAS } from '../env';
import { SUPPORT_COLLECTIONS } from '../support';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { runSeeds } from './run-seeds';
import type { Seeder } from './seeder';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await ensureIndexes(test.db, AREAS);
});
afterEach(async () => {
  await test.close();
});

describe('runSeeds', () => {
  it('is idempotent: a second run does not duplicate', async () => {
    const first = await runSeeds(test.db);
    expect(first.map((o) => [o.area, o.ran])).toEqual([
      ['support', true],
      ['vet', true],
      ['care', true],
      ['notifications', true],
      ['community', true],
      ['shop', true],
      ['insurance', true],
    ]);
    const count = await test.db.collection(SUPPORT_COLLECTIONS.faq).countDocuments();
    expect(count).toBeGreaterThanOrEqual(12);
    expect(await runSeeds(test.db)).toEqual(first.map((o) => ({ ...o, ran: false })));
    expect(await test.db.collection(SUPPORT_COLLECTIONS.faq).countDocuments()).toBe(count);
  });

  it('runs a seeder again when its version goes up, and only for the listed areas', async () => {
    const runs: number[] = [];
    const seeder = (version: number): Seeder => ({
      area: 'vet',
      version,
      description: 'test',
      run: async () => void runs.push(version),
    });
    await runSeeds(test.db, { seeders: [seeder(1)] });
    await runSeeds(test.db, { seeders: [seeder(1)] });
    await runSeeds(test.db, { seeders: [seeder(2)] });
    await runSeeds(test.db, { seeders: [seeder(3)], areas: ['support'] });
    expect(runs).toEqual([1, 2]);
  });

  it('reset drops everything, recreates indexes and seeds again', async () => {
    await runSeeds(test.db);
    await test.db.collection('contact_messages').insertOne({ name: 'x' });
    await runSeeds(test.db, { reset: true });
    expect(await test.db.collection('contact_messages').countDocuments()).toBe(0);
    expect(await test.db.collection(SUPPORT_COLLECTIONS.faq).countDocuments()).toBeGreaterThanOrEqual(12);
    const clash = await test.db
      .collection('rate_limits')
      .insertMany([{ key: 'k' }, { key: 'k' }])
      .catch((error: unknown) => error);
    expect(clash).toMatchObject({ code: 11000 });
  });
});
