import { describe, expect, it } from 'vitest';
import { communityMessages, GroupAnswer, GroupList } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  communityCounts,
  createCommunityTestApp,
  createGroup,
  errorOf,
  groupBody,
  guest,
  signIn,
  type Caller,
} from '../community.test-support';

const t = perTestDatabase(createCommunityTestApp);
const asha = perTest(() => signIn(t, 'asha@example.com'));
const ravi = perTest(() => signIn(t, 'ravi@example.com'));

const list = async (by: Caller, query = '') =>
  GroupList.parse(await (await by.send('GET', `/groups${query}`)).json()).groups;

describe('groups', () => {
  it('creates a group whose creator is a member and its moderator', async () => {
    const res = await asha.send('POST', '/groups', groupBody({ name: '  Bandra Dog Walkers ' }));
    expect(res.status).toBe(201);
    expect(GroupAnswer.parse(await res.json()).group).toMatchObject({
      name: 'Bandra Dog Walkers',
      topic: 'dogs',
      city: 'Mumbai',
      memberCount: 1,
      postCount: 0,
      joined: true,
      moderator: true,
    });
  });

  it('refuses a second group of the same name in a city (any case) and bad fields, changing nothing', async () => {
    await createGroup(asha);
    const before = await communityCounts(t.db);
    const twin = await ravi.send('POST', '/groups', groupBody({ name: 'BANDRA dog walkers', city: 'mumbai' }));
    expect(twin.status).toBe(409);
    expect((await errorOf(twin)).message).toBe(communityMessages.groupTaken);
    const bad = await ravi.send('POST', '/groups', { name: 'x', topic: 'lizards', city: '' });
    expect((await errorOf(bad)).fields).toEqual({
      name: communityMessages.groupName,
      topic: communityMessages.topic,
      city: communityMessages.city,
    });
    expect(await communityCounts(t.db)).toEqual(before);
    // Same name, another city: fine.
    expect((await ravi.send('POST', '/groups', groupBody({ city: 'Pune' }))).status).toBe(201);
  });

  it('filters by topic and city (contains, any case, never a pattern) and marks the groups joined', async () => {
    const dogs = await createGroup(asha);
    await createGroup(ravi, { name: 'Pune Cats', topic: 'cats', city: 'Pune' });
    expect((await list(guest(t), '?topic=cats')).map((g) => g.name)).toEqual(['Pune Cats']);
    expect((await list(guest(t), '?city=mum')).map((g) => g.id)).toEqual([dogs]);
    expect(await list(guest(t), '?city=.*')).toEqual([]);
    expect((await list(asha)).map((g) => [g.name, g.joined])).toEqual([
      ['Bandra Dog Walkers', true],
      ['Pune Cats', false],
    ]);
    const bad = await guest(t).send('GET', '/groups?topic=lizards');
    expect((await errorOf(bad)).fields).toEqual({ topic: communityMessages.topic });
  });

  it('joins and leaves (twice is harmless), counting members', async () => {
    const id = await createGroup(asha);
    for (let i = 0; i < 2; i++) {
      const joined = GroupAnswer.parse(await (await ravi.send('PUT', `/groups/${id}/membership`)).json()).group;
      expect(joined).toMatchObject({ joined: true, memberCount: 2, moderator: false });
    }
    for (let i = 0; i < 2; i++) {
      const left = GroupAnswer.parse(await (await ravi.send('DELETE', `/groups/${id}/membership`)).json()).group;
      expect(left).toMatchObject({ joined: false, memberCount: 1 });
    }
    expect((await ravi.send('PUT', `/groups/${'b'.repeat(24)}/membership`)).status).toBe(404);
  });

  it('stops a moderator who leaves from moderating', async () => {
    const id = await createGroup(asha);
    await asha.send('DELETE', `/groups/${id}/membership`);
    await asha.send('PUT', `/groups/${id}/membership`);
    expect(GroupAnswer.parse(await (await asha.send('GET', `/groups/${id}`)).json()).group.moderator).toBe(false);
  });
});
