import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthFacade } from '../auth';
import { Feed, GroupList } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { SEED_GROUPS, SEED_POSTS, seedCommunityArea } from './community.seed';
import { createCommunityTestApp, guest } from './community.test-support';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

describe('the community seed', () => {
  it('makes demo groups in several cities and topics with posts, and running it again changes nothing', async () => {
    const t = await createCommunityTestApp(test.db);
    await seedCommunityArea(test.db, createAuthFacade(test.db));
    const counts = async () =>
      Promise.all(
        ['community_groups', 'community_memberships', 'community_posts', 'community_comments', 'community_likes'].map(
          (name) => test.db.collection(name).countDocuments(),
        ),
      );
    const first = await counts();
    await seedCommunityArea(test.db, createAuthFacade(test.db));
    expect(await counts()).toEqual(first);

    const { groups } = GroupList.parse(await (await guest(t).send('GET', '/groups')).json());
    expect(groups).toHaveLength(SEED_GROUPS.length);
    expect(new Set(groups.map((g) => g.city)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(groups.map((g) => g.topic)).size).toBeGreaterThanOrEqual(5);
    expect(groups.reduce((sum, g) => sum + g.postCount, 0)).toBe(SEED_POSTS.length);
    const feed = Feed.parse(await (await guest(t).send('GET', '/feed')).json());
    expect(feed.posts.length).toBe(SEED_POSTS.length);
    expect(feed.posts.find((p) => p.title === 'Carter Road at 6:30 tomorrow?')).toMatchObject({
      likeCount: 2,
      commentCount: 1,
    });
  });
});
