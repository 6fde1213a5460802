import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { communityMessages, Feed, FLAG_HIDE_THRESHOLD, Flagged, FlagQueue, PostAnswer } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  communityCounts,
  createCommunityTestApp,
  createGroup,
  createPost,
  errorOf,
  guest,
  signIn,
  signInAdmin,
  type Caller,
  type CommunityTestApp,
} from '../community.test-support';

let test: TestDatabase;
let t: CommunityTestApp;
let author: Caller;
let flaggers: Caller[];
let admin: Caller;
let groupId: string;
let postId: string;

beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCommunityTestApp(test.db);
  author = await signIn(t, 'author@example.com');
  flaggers = [];
  for (let i = 0; i < FLAG_HIDE_THRESHOLD; i++) flaggers.push(await signIn(t, `flagger${i}@example.com`));
  admin = await signInAdmin(t);
  groupId = await createGroup(author);
  postId = await createPost(author, groupId, { title: 'Cheap puppies, DM me' });
});
afterEach(() => test.close());

const flag = (by: Caller) => by.send('POST', `/posts/${postId}/flag`, { reason: 'spam', note: 'Selling pups' });
const feedIds = async () =>
  Feed.parse(await (await guest(t).send('GET', `/groups/${groupId}/posts`)).json()).posts.map((p) => p.id);

describe('flags', () => {
  it(`hides a post from the feeds after ${FLAG_HIDE_THRESHOLD} flags, still shown to its author`, async () => {
    for (const [i, by] of flaggers.entries()) {
      const res = await flag(by);
      expect(res.status).toBe(201);
      expect(Flagged.parse(await res.json())).toEqual({ flagCount: i + 1, hidden: i + 1 >= FLAG_HIDE_THRESHOLD });
      expect(await feedIds()).toEqual(i + 1 >= FLAG_HIDE_THRESHOLD ? [] : [postId]);
    }
    expect((await guest(t).send('GET', `/posts/${postId}`)).status).toBe(404);
    const own = PostAnswer.parse(await (await author.send('GET', `/posts/${postId}`)).json()).post;
    expect(own.hidden).toBe(true);
  });

  it('counts one flag per person, refuses flagging one’s own post and a bad reason, changing nothing', async () => {
    await flag(flaggers[0]!);
    const before = await communityCounts(t.db);
    const twice = await flag(flaggers[0]!);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(communityMessages.alreadyFlagged);
    const own = await flag(author);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(communityMessages.ownFlag);
    const bad = await flaggers[1]!.send('POST', `/posts/${postId}/flag`, { reason: 'boring' });
    expect((await errorOf(bad)).fields).toEqual({ reason: communityMessages.flagReason });
    expect(await communityCounts(t.db)).toEqual(before);
  });
});

describe('the review queue', () => {
  it('lists flagged posts with their reasons to admins, who restore or remove them', async () => {
    for (const by of flaggers) await flag(by);
    const queue = FlagQueue.parse(await (await admin.send('GET', '/admin/flags')).json());
    expect(queue.items.map((item) => [item.post.id, item.flagCount, item.post.hidden])).toEqual([
      [postId, FLAG_HIDE_THRESHOLD, true],
    ]);
    expect(queue.items[0]!.flags[0]).toMatchObject({ reason: 'spam', note: 'Selling pups' });

    expect((await admin.send('POST', `/admin/posts/${postId}/review`, { action: 'restore' })).status).toBe(200);
    expect(await feedIds()).toEqual([postId]);
    expect(FlagQueue.parse(await (await admin.send('GET', '/admin/flags')).json()).items).toEqual([]);
    // Restored posts can be flagged afresh; removal deletes.
    await flag(flaggers[0]!);
    expect((await admin.send('POST', `/admin/posts/${postId}/review`, { action: 'remove' })).status).toBe(200);
    expect((await author.send('GET', `/posts/${postId}`)).status).toBe(404);
    expect(await t.db.collection('community_flags').countDocuments()).toBe(0);
  });

  it('refuses everyone but admins (signed-in users included) and a bad action', async () => {
    for (const by of [guest(t), author, flaggers[0]!]) {
      const res = await by.send('GET', '/admin/flags');
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(communityMessages.adminsOnly);
      const review = await by.send('POST', `/admin/posts/${postId}/review`, { action: 'remove' });
      expect(review.status).toBe(403);
    }
    const bad = await admin.send('POST', `/admin/posts/${postId}/review`, { action: 'ban' });
    expect((await errorOf(bad)).fields).toEqual({ action: communityMessages.reviewAction });
    expect((await guest(t).send('GET', `/posts/${postId}`)).status).toBe(200);
  });
});
