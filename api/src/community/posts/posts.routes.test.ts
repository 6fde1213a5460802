import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CommentAnswer,
  CommentList,
  communityMessages,
  Feed,
  FEED_PAGE_SIZE,
  GroupAnswer,
  LikeState,
  PostAnswer,
} from '@petpal/contracts';
import { containsText, dataUrlOf, jpegWithExif } from '../../lib/photos/photos.test-support';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  communityCounts,
  createClock,
  createCommunityTestApp,
  createGroup,
  createPost,
  errorOf,
  guest,
  signIn,
  type Caller,
  type Clock,
  type CommunityTestApp,
} from '../community.test-support';

const HOUR = 3_600_000;
let test: TestDatabase;
let t: CommunityTestApp;
let clock: Clock;
let asha: Caller;
let ravi: Caller;
let groupId: string;

beforeEach(async () => {
  test = await createTestDatabase();
  clock = createClock();
  t = await createCommunityTestApp(test.db, { now: clock.now });
  asha = await signIn(t, 'asha@example.com');
  ravi = await signIn(t, 'ravi@example.com');
  groupId = await createGroup(asha);
});
afterEach(() => test.close());

const feedOf = async (by: Caller, path = `/groups/${groupId}/posts`) =>
  Feed.parse(await (await by.send('GET', path)).json());

describe('posts', () => {
  it('lets a member post, with their public name, and shows it in the group feed to anyone', async () => {
    const res = await asha.send('POST', '/posts', {
      groupId,
      title: '  Morning walk  ',
      body: 'Who is in?\n6:30 at the gate.',
    });
    expect(res.status).toBe(201);
    const { post } = PostAnswer.parse(await res.json());
    expect(post).toMatchObject({
      groupId,
      groupName: 'Bandra Dog Walkers',
      author: { id: asha.id, name: 'Asha T.' },
      title: 'Morning walk',
      body: 'Who is in?\n6:30 at the gate.',
      likeCount: 0,
      commentCount: 0,
      hidden: false,
      editedAt: null,
      can: { edit: true, delete: true, comment: true, like: false, flag: false },
    });
    const seen = await feedOf(guest(t));
    expect(seen.posts.map((p) => p.id)).toEqual([post.id]);
    expect(seen.posts[0]!.can).toEqual({ edit: false, delete: false, comment: false, like: false, flag: false });
    const group = GroupAnswer.parse(await (await guest(t).send('GET', `/groups/${groupId}`)).json()).group;
    expect(group.postCount).toBe(1);
  });

  it('stores and returns HTML exactly as written (never as markup)', async () => {
    const title = '<script>alert("t")</script>';
    const body = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const id = await createPost(asha, groupId, { title, body });
    const { post } = PostAnswer.parse(await (await guest(t).send('GET', `/posts/${id}`)).json());
    expect(post.title).toBe(title);
    expect(post.body).toBe(body);
    const stored = await t.db.collection('community_posts').findOne({});
    expect(stored).toMatchObject({ title, body });
    const comment = CommentAnswer.parse(await (await ravi.send('POST', `/posts/${id}/comments`, { body })).json());
    expect(comment.comment.body).toBe(body);
  });

  it('refuses a non-member, a missing group and bad fields with clear messages, changing nothing', async () => {
    const before = await communityCounts(t.db);
    const notMember = await ravi.send('POST', '/posts', { groupId, title: 'Hello there', body: 'Hi' });
    expect(notMember.status).toBe(403);
    expect((await errorOf(notMember)).message).toBe(communityMessages.joinToPost);
    const noGroup = await asha.send('POST', '/posts', { groupId: 'a'.repeat(24), title: 'Hello there', body: 'Hi' });
    expect(noGroup.status).toBe(400);
    expect((await errorOf(noGroup)).fields).toEqual({ groupId: communityMessages.groupNotFound });
    const bad = await asha.send('POST', '/posts', { groupId, title: 'Hi', body: '   ', admin: true });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      title: communityMessages.postTitle,
      body: communityMessages.postBody,
      admin: 'Unknown field.',
    });
    const operator = await asha.send('POST', '/posts', { groupId: { $ne: null }, title: 'Hello there', body: 'Hi' });
    expect(operator.status).toBe(400);
    expect(await communityCounts(t.db)).toEqual(before);
  });

  it('takes photos: type checked by their bytes, location metadata stripped, served from our own URL', async () => {
    const photo = dataUrlOf('image/jpeg', jpegWithExif());
    const res = await asha.send('POST', '/posts', { groupId, title: 'Look at him', body: 'Bruno!', photos: [photo] });
    expect(res.status).toBe(201);
    const { post } = PostAnswer.parse(await res.json());
    expect(post.photos).toEqual([expect.stringMatching(/^\/api\/community\/photos\/[a-f0-9]{24}$/)]);
    const served = await guest(t).send('GET', post.photos[0]!.replace('/api/community', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(containsText(bytes, 'GPS')).toBe(false);

    const before = await communityCounts(t.db);
    const lying = await asha.send('POST', '/posts', {
      groupId,
      title: 'Look at him',
      body: 'Bruno!',
      photos: [dataUrlOf('image/png', jpegWithExif())],
    });
    expect(lying.status).toBe(400);
    expect((await errorOf(lying)).fields).toEqual({ photo: 'Photo must be a JPEG, PNG or WebP image.' });
    const tooMany = await asha.send('POST', '/posts', {
      groupId,
      title: 'Five',
      body: 'x',
      photos: Array(5).fill(photo),
    });
    expect((await errorOf(tooMany)).fields).toEqual({ photos: communityMessages.photos });
    expect(await communityCounts(t.db)).toEqual(before);
  });

  it('limits posting to 5 per 10 minutes per person', async () => {
    for (let i = 0; i < 5; i++) await createPost(asha, groupId, { title: `Post number ${i}` });
    const sixth = await asha.send('POST', '/posts', { groupId, title: 'One more', body: 'x' });
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).message).toBe(communityMessages.postingTooOften);
    clock.advance(10 * 60_000);
    expect((await asha.send('POST', '/posts', { groupId, title: 'One more', body: 'x' })).status).toBe(201);
  });

  it('replays a retried post with the same Idempotency-Key instead of posting twice', async () => {
    const body = { groupId, title: 'Only once', body: 'x' };
    const first = await asha.send('POST', '/posts', body, { 'Idempotency-Key': 'k-1' });
    const again = await asha.send('POST', '/posts', body, { 'Idempotency-Key': 'k-1' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.collection('community_posts').countDocuments()).toBe(1);
  });

  it('orders the feed by hot rank and pages it with a cursor', async () => {
    await ravi.send('PUT', `/groups/${groupId}/membership`);
    const old = await createPost(asha, groupId, { title: 'Older but loved' });
    clock.advance(HOUR);
    const fresh = await createPost(asha, groupId, { title: 'Newer, quiet' });
    expect((await feedOf(guest(t))).posts.map((p) => p.id)).toEqual([fresh, old]);
    // Engagement lifts the older one: a like and a comment (3) beat one hour (0.08 of a decade).
    await ravi.send('PUT', `/posts/${old}/like`);
    await ravi.send('POST', `/posts/${old}/comments`, { body: 'Lovely' });
    expect((await feedOf(guest(t))).posts.map((p) => p.id)).toEqual([old, fresh]);

    for (let i = 0; i < FEED_PAGE_SIZE; i++) {
      clock.advance(11 * 60_000);
      await createPost(i % 2 ? asha : ravi, groupId, { title: `Filler post ${i}` });
    }
    const first = await feedOf(guest(t));
    expect(first.posts).toHaveLength(FEED_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await feedOf(guest(t), `/groups/${groupId}/posts?cursor=${first.nextCursor}`);
    expect(second.posts).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.posts, ...second.posts].map((p) => p.id);
    expect(new Set(all).size).toBe(FEED_PAGE_SIZE + 2);
    const bad = await guest(t).send('GET', `/groups/${groupId}/posts?cursor=bm9wZQ`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(communityMessages.cursor);
  });

  it("gives a member their groups' posts in /feed, and everyone's to a guest", async () => {
    const other = await createGroup(ravi, { name: 'Pune Pet Health', topic: 'health', city: 'Pune' });
    const inMine = await createPost(asha, groupId);
    const inOther = await createPost(ravi, other);
    expect((await feedOf(asha, '/feed')).posts.map((p) => p.id)).toEqual([inMine]);
    expect(new Set((await feedOf(guest(t), '/feed')).posts.map((p) => p.id))).toEqual(new Set([inMine, inOther]));
  });
});

describe('edits, comments and likes', () => {
  let postId: string;
  beforeEach(async () => {
    postId = await createPost(asha, groupId);
  });

  it('lets the author edit, marking the post edited; refuses empty edits', async () => {
    clock.advance(HOUR);
    const res = await asha.send('PATCH', `/posts/${postId}`, { body: 'Changed: 7:00 instead.' });
    expect(res.status).toBe(200);
    const { post } = PostAnswer.parse(await res.json());
    expect(post).toMatchObject({
      title: 'Morning walk',
      body: 'Changed: 7:00 instead.',
      editedAt: clock.now().toISOString(),
    });
    const empty = await asha.send('PATCH', `/posts/${postId}`, {});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toEqual({ body: communityMessages.nothingToChange });
  });

  it('counts a like once, lets it be taken back, and refuses liking one’s own post', async () => {
    expect(LikeState.parse(await (await ravi.send('PUT', `/posts/${postId}/like`)).json())).toEqual({
      likeCount: 1,
      likedByMe: true,
    });
    expect(LikeState.parse(await (await ravi.send('PUT', `/posts/${postId}/like`)).json())).toEqual({
      likeCount: 1,
      likedByMe: true,
    });
    const { post } = PostAnswer.parse(await (await ravi.send('GET', `/posts/${postId}`)).json());
    expect(post.likedByMe).toBe(true);
    expect(LikeState.parse(await (await ravi.send('DELETE', `/posts/${postId}/like`)).json())).toEqual({
      likeCount: 0,
      likedByMe: false,
    });
    expect((await asha.send('PUT', `/posts/${postId}/like`)).status).toBe(403);
  });

  it('keeps comments oldest first, counts them, and lets their author edit and delete them', async () => {
    const first = CommentAnswer.parse(
      await (await ravi.send('POST', `/posts/${postId}/comments`, { body: 'Me!' })).json(),
    ).comment;
    clock.advance(60_000);
    await asha.send('POST', `/posts/${postId}/comments`, { body: 'Great' });
    const list = CommentList.parse(await (await guest(t).send('GET', `/posts/${postId}/comments`)).json()).comments;
    expect(list.map((c) => [c.author.name, c.body])).toEqual([
      ['Ravi T.', 'Me!'],
      ['Asha T.', 'Great'],
    ]);
    expect((await asha.send('PATCH', `/comments/${first.id}`, { body: 'Mine now' })).status).toBe(200); // moderator
    expect((await ravi.send('PATCH', `/comments/${first.id}`, { body: 'Me too!' })).status).toBe(200);
    const blank = await ravi.send('POST', `/posts/${postId}/comments`, { body: ' ' });
    expect((await errorOf(blank)).fields).toEqual({ body: communityMessages.commentBody });
    expect((await ravi.send('DELETE', `/comments/${first.id}`)).status).toBe(200);
    const { post } = PostAnswer.parse(await (await guest(t).send('GET', `/posts/${postId}`)).json());
    expect(post.commentCount).toBe(1);
  });

  it('deletes a post with its comments, likes and photos', async () => {
    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'Me!' });
    await ravi.send('PUT', `/posts/${postId}/like`);
    expect((await asha.send('DELETE', `/posts/${postId}`)).status).toBe(200);
    expect((await guest(t).send('GET', `/posts/${postId}`)).status).toBe(404);
    expect(await t.db.collection('community_comments').countDocuments()).toBe(0);
    expect(await t.db.collection('community_likes').countDocuments()).toBe(0);
    const group = GroupAnswer.parse(await (await guest(t).send('GET', `/groups/${groupId}`)).json()).group;
    expect(group.postCount).toBe(0);
  });
});
