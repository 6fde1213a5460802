import { describe, expect, it } from 'vitest';
import { createAuthFacade, createTestSession } from '../../auth';
import { perTestDatabase } from '../../test-support/per-test';
import { createCommunityTestApp, requester } from '../community.test-support';
import { SEED_PLAYDATE_OWNERS, SEED_PLAYDATE_REQUESTS, seedPlaydates } from './playdates.seed';
import { mine, requestsOf, suggestionsFor } from './playdates.test-support';

const t = perTestDatabase(createCommunityTestApp);

/** A demo owner, signed in (their account and pet owner profile come from the seed). */
async function demoOwner(email: string) {
  const userId = await createAuthFacade(t.db).seedAccount(email, 'petpal-demo', 'pet_owner', new Date());
  const cookie = await createTestSession(t.db, userId);
  return { user: null, id: userId.toHexString(), cookie, send: requester(t, cookie) };
}

const counts = () =>
  Promise.all(
    ['community_playdate_profiles', 'community_playdate_requests', 'pets', 'pet_owners'].map((name) =>
      t.db.collection(name).countDocuments(),
    ),
  );

describe('the PawfectMatch seed', () => {
  it('lists demo dogs around the demo cities with two requests, and running it again changes nothing', async () => {
    const now = new Date();
    await seedPlaydates(t.db, createAuthFacade(t.db), 'petpal-demo', now);
    const first = await counts();
    await seedPlaydates(t.db, createAuthFacade(t.db), 'petpal-demo', now);
    expect(await counts()).toEqual(first);
    expect(first[0]).toBe(SEED_PLAYDATE_OWNERS.flatMap((owner) => owner.dogs).length);
    expect(first[1]).toBe(SEED_PLAYDATE_REQUESTS.length);

    // owner1 has Bruno listed, Simba's request to answer, and Zara suggested nearby (Pepper is too small).
    const priya = await demoOwner('owner1@petpal.demo');
    const { profiles } = await mine(priya);
    expect(profiles.map((p) => [p.name, p.areaName])).toEqual([['Bruno', 'Bandra West']]);
    expect((await requestsOf(priya)).incoming).toMatchObject([{ status: 'pending', otherPet: { name: 'Simba' } }]);
    expect((await suggestionsFor(priya, profiles[0]!.petId)).suggestions.map((s) => s.name)).toEqual(['Zara']);

    // owner2's Luna has an agreed playdate with Frieda, its place shown.
    const daniel = await demoOwner('owner2@petpal.demo');
    expect((await requestsOf(daniel)).incoming[0]).toMatchObject({
      status: 'accepted',
      reveal: { meetingPlace: 'Volkspark Friedrichshain, the fairy-tale fountain', theirFirstName: 'Lena' },
    });
  });
});
