import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../../auth';
import { AdoptionListingPage } from '@petpal/contracts';
import { createImagesService } from '../../images';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createCommunityTestApp, guest } from '../community.test-support';
import { adoptionState } from './adoption.test-support';
import { SEED_ADOPTION_LISTINGS, seedAdoption } from './adoption.seed';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('the adoption seed', () => {
  it('lists the demo owners’ pets in several cities with pictures through the pipeline, and running it again changes nothing', async () => {
    const t = await createCommunityTestApp(test.db);
    await seedAdoption(test.db, createAuthFacade(test.db));
    const first = await adoptionState(test.db);
    await seedAdoption(test.db, createAuthFacade(test.db));
    expect(await adoptionState(test.db)).toEqual(first);

    const page = AdoptionListingPage.parse(await (await guest(t).send('GET', '/adoption/listings')).json());
    expect(page.listings).toHaveLength(SEED_ADOPTION_LISTINGS.length);
    expect(new Set(page.listings.map((listing) => listing.city)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(page.listings.map((listing) => listing.species)).size).toBeGreaterThanOrEqual(4);
    expect(page.listings.find((listing) => listing.city === 'Austin')?.currency).toBe('USD');
    for (const listing of page.listings) {
      expect(listing.photos.length).toBeGreaterThanOrEqual(1);
      // Drawings of our own, stored through the image pipeline (WebP widths), not data URLs.
      const cover = await createImagesService(test.db).read(listing.photos[0]!.id, 320);
      expect(cover.format).toBe('webp');
    }
    const covers = page.listings.map((listing) => listing.photos[0]!.id);
    expect(new Set(covers).size).toBe(covers.length);
    expect(await test.db.collection('community_adoption_applications').countDocuments()).toBe(1);
  });
});
