import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createFirstPages } from './first-pages';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

/** A first-pages store over `things`, and a read that counts its calls. */
function setup() {
  const pages = createFirstPages<string[]>(test.db, 'things');
  let reads = 0;
  const read = async () => [`page ${++reads}`];
  return { pages, read, reads: () => reads };
}

describe('first pages', () => {
  it('keeps a page per key and shares one read between the requests that wait for it', async () => {
    const { pages, read, reads } = setup();
    const [a, b] = await Promise.all([pages.get('g1', read), pages.get('g1', read)]);
    expect(a).toBe(b);
    expect(await pages.get('g1', read)).toEqual(['page 1']);
    expect(await pages.get('g2', read)).toEqual(['page 2']);
    expect(reads()).toBe(2);
  });

  it('reads again after this process forgets, and after a change another process makes (change events)', async () => {
    const { pages, read } = setup();
    await pages.get('g1', read);
    pages.forget();
    expect(await pages.get('g1', read)).toEqual(['page 2']);

    await test.db.collection('things').insertOne({ name: 'written elsewhere' });
    await expect.poll(() => pages.get('g1', read)).toEqual(['page 3']);
  });

  it('does not keep a page read across a change, nor a failed read', async () => {
    const { pages } = setup();
    let release: (page: string[]) => void = () => undefined;
    const slow = pages.get('g1', () => new Promise((resolve) => (release = resolve)));
    pages.forget();
    release(['stale']);
    expect(await slow).toEqual(['stale']);
    expect(await pages.get('g1', async () => ['fresh'])).toEqual(['fresh']);

    await expect(pages.get('g2', () => Promise.reject(new Error('disk')))).rejects.toThrow('disk');
    expect(await pages.get('g2', async () => ['after the failure'])).toEqual(['after the failure']);
  });
});
