import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../../auth';
import { AdoptionListingPage } from '@petpal/contracts';
import { sniffPhotoType } from '../../lib/photos';
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
  it('lists the demo owners’ pets in several cities with photos, and running it again changes nothing', async () => {
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
      const photo = await guest(t).send('GET', listing.photos[0]!.replace('/api/community', ''));
      expect(photo.status).toBe(200);
      expect(sniffPhotoType(new Uint8Array(await photo.arrayBuffer()))).toBe('image/png');
    }
    expect(await test.db.collection('community_adoption_applications').countDocuments()).toBe(1);
  });
});
