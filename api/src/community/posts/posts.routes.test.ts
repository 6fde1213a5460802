import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CommentAnswer,
  CommentList,
  communityMessages,
  Feed,
  FEED_PAGE_SIZE,
  FLAG_HIDE_THRESHOLD,
  GroupAnswer,
  LikeState,
  PostAnswer,
} from '@petpal/contracts';
import { Binary, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { createImagesService, IMAGE_NOT_YOURS, testPhoto, uploadTestPhoto } from '../../images';
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
import { createPostsRepository } from './posts.repository';
import { migrateLegacyPostPhotos } from './posts.service';

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

  it('keeps photos the author uploaded (phone size), in order, served from the image pipeline', async () => {
    const phone = await uploadTestPhoto(t.db, asha.id, { width: 2400, height: 1800, noise: true });
    const small = await uploadTestPhoto(t.db, asha.id, { width: 500, height: 500 });
    const res = await asha.send('POST', '/posts', {
      groupId,
      title: 'Look at him',
      body: 'Bruno!',
      photoIds: [phone.id, small.id],
    });
    expect(res.status).toBe(201);
    const { post } = PostAnswer.parse(await res.json());
    expect(post.photos).toEqual([phone, small]);
    expect(phone.widths).toEqual([320, 640, 1280]);
    const served = await createImagesService(t.db).read(phone.id, 640);
    expect((await sharp(served.bytes).metadata()).width).toBe(640);
    // Feeds carry the same references.
    expect((await feedOf(guest(t))).posts[0]!.photos).toEqual([phone, small]);
  });

  it("refuses someone else's upload, an unknown id, one another post keeps, a data URL and a fifth photo", async () => {
    const mine = await uploadTestPhoto(t.db, asha.id);
    const kept = await uploadTestPhoto(t.db, asha.id);
    await createPost(asha, groupId, { photoIds: [kept.id] });
    const before = await communityCounts(t.db);
    const post = (photoIds: unknown) => asha.send('POST', '/posts', { groupId, title: 'Look', body: 'x', photoIds });
    const ravis = await uploadTestPhoto(t.db, ravi.id);
    for (const ids of [[mine.id, ravis.id], ['A'.repeat(22)], [kept.id]]) {
      const res = await post(ids);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ photoIds: IMAGE_NOT_YOURS });
    }
    const dataUrl = await post(['data:image/png;base64,AAAA']);
    expect((await errorOf(dataUrl)).fields).toEqual({ 'photoIds.0': IMAGE_NOT_YOURS });
    const five = await Promise.all(Array.from({ length: 5 }, () => uploadTestPhoto(t.db, asha.id, { width: 320 })));
    const tooMany = await post(five.map((photo) => photo.id));
    expect((await errorOf(tooMany)).fields).toEqual({ photoIds: communityMessages.photos });
    expect(await communityCounts(t.db)).toEqual(before);
    // The refused call left `mine` free: it can still go on a post.
    expect((await post([mine.id])).status).toBe(201);
  });

  it('moves photos stored the old way into the pipeline at start, once; an unreadable one is dropped', async () => {
    const postId = await createPost(asha, groupId);
    const [good, broken, orphan] = [new ObjectId(), new ObjectId(), new ObjectId()];
    await t.db
      .collection('community_posts')
      .updateOne({ _id: new ObjectId(postId) }, { $set: { photoIds: [broken, good] }, $unset: { photos: '' } });
    const jpeg = await testPhoto({ width: 1600, height: 1200 });
    await t.db.collection('community_photos').insertMany([
      { _id: good, postId: new ObjectId(postId), contentType: 'image/jpeg', data: new Binary(jpeg) },
      { _id: broken, postId: new ObjectId(postId), contentType: 'image/jpeg', data: new Binary(jpeg.slice(0, 300)) },
      { _id: orphan, postId: new ObjectId(), contentType: 'image/jpeg', data: new Binary(jpeg) },
    ]);
    const posts = createPostsRepository(t.db);
    expect(await migrateLegacyPostPhotos(posts, createImagesService(t.db))).toBe(2);
    const { post } = PostAnswer.parse(await (await guest(t).send('GET', `/posts/${postId}`)).json());
    expect(post.photos).toEqual([expect.objectContaining({ widths: [320, 640, 1280], width: 1280, height: 960 })]);
    expect(await t.db.collection('community_photos').countDocuments()).toBe(0);
    expect((await t.db.collection('community_posts').findOne({ _id: new ObjectId(postId) }))?.photoIds).toBe(undefined);
    expect(await t.db.collection('images').countDocuments()).toBe(1);
    expect(await migrateLegacyPostPhotos(posts, createImagesService(t.db))).toBe(0);
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

describe('the kept first page (decision 040) and its text made once (decision 115)', () => {
  it('shows a like, a new post and a hidden post in the very next first page, each viewer with their own parts', async () => {
    const walk = await createPost(asha, groupId, { title: 'Morning walk' });
    clock.advance(HOUR);
    const vet = await createPost(asha, groupId, { title: 'Vet tips' });
    const first = await feedOf(ravi);
    expect(first.posts.map((p) => [p.id, p.likeCount, p.likedByMe])).toEqual([
      [vet, 0, false],
      [walk, 0, false],
    ]);
    // The same kept page, another viewer: their own likedByMe and permissions, never ravi's.
    expect((await feedOf(asha)).posts.map((p) => p.can.edit)).toEqual([true, true]);
    expect((await feedOf(ravi)).posts.map((p) => p.can)).toEqual([
      { edit: false, delete: false, comment: true, like: true, flag: true },
      { edit: false, delete: false, comment: true, like: true, flag: true },
    ]);

    // A like lifts the older post at once, counted for everyone and liked by ravi only.
    await ravi.send('PUT', `/posts/${walk}/like`);
    expect((await feedOf(ravi)).posts.map((p) => [p.id, p.likeCount, p.likedByMe])).toEqual([
      [walk, 1, true],
      [vet, 0, false],
    ]);
    expect((await feedOf(asha)).posts.map((p) => [p.id, p.likeCount, p.likedByMe])).toEqual([
      [walk, 1, false],
      [vet, 0, false],
    ]);
    expect((await feedOf(guest(t))).posts[0]!.can).toEqual({
      edit: false,
      delete: false,
      comment: false,
      like: false,
      flag: false,
    });

    clock.advance(HOUR);
    const fresh = await createPost(asha, groupId, { title: 'Lost collar' });
    expect((await feedOf(ravi)).posts.map((p) => p.id)).toContain(fresh);

    for (let i = 0; i < FLAG_HIDE_THRESHOLD; i++) {
      const flagger = await signIn(t, `flagger${i}@example.com`);
      expect((await flagger.send('POST', `/posts/${walk}/flag`, { reason: 'spam' })).status).toBe(201);
    }
    const afterHide = await feedOf(ravi);
    expect(afterHide.posts.map((p) => p.id)).not.toContain(walk);
    expect(afterHide.posts.map((p) => p.id).sort()).toEqual([vet, fresh].sort());
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
    const photo = await uploadTestPhoto(t.db, asha.id);
    postId = await createPost(asha, groupId, { photoIds: [photo.id] });
    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'Me!' });
    await ravi.send('PUT', `/posts/${postId}/like`);
    expect((await asha.send('DELETE', `/posts/${postId}`)).status).toBe(200);
    expect((await guest(t).send('GET', `/posts/${postId}`)).status).toBe(404);
    expect(await t.db.collection('community_comments').countDocuments()).toBe(0);
    expect(await t.db.collection('community_likes').countDocuments()).toBe(0);
    const group = GroupAnswer.parse(await (await guest(t).send('GET', `/groups/${groupId}`)).json()).group;
    expect(group.postCount).toBe(1);
    expect(await t.db.collection('images').countDocuments()).toBe(0);
    await expect(createImagesService(t.db).read(photo.id, 320)).rejects.toThrow();
  });
});
