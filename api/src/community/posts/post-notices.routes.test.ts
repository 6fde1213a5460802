import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationList, NoticePreferences, PostAnswer } from '@petpal/contracts';
import { jsonRequester } from '../../test-support/json-requester';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createClock,
  createCommunityTestApp,
  createGroup,
  signIn,
  type Caller,
  type CommunityTestApp,
} from '../community.test-support';
import { likedMessage } from './post-notices';

let test: TestDatabase;
let t: CommunityTestApp;
let asha: Caller;
let ravi: Caller;
let meera: Caller;
let postId: string;

/** The caller's bell (GET /api/notifications). */
async function bellOf(who: Caller) {
  const res = await jsonRequester(t.app, '/api', who.cookie)('GET', '/notifications');
  return NotificationList.parse(await res.json());
}

const preferencesOf = (who: Caller) => jsonRequester(t.app, '/api/notifications', who.cookie);

beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCommunityTestApp(test.db, { now: createClock().now });
  asha = await signIn(t, 'asha@example.com');
  ravi = await signIn(t, 'ravi@example.com');
  meera = await signIn(t, 'meera@example.com');
  const groupId = await createGroup(asha);
  const res = await asha.send('POST', '/posts', { groupId, title: 'Morning walk', body: 'Who is in?' });
  postId = PostAnswer.parse(await res.json()).post.id;
});
afterEach(() => test.close());

describe('post notices', () => {
  it('tells the author of a comment on their post, with a link to it, and nobody of their own', async () => {
    await asha.send('POST', `/posts/${postId}/comments`, { body: 'I start at 6:30.' });
    expect((await bellOf(asha)).notifications).toEqual([]);

    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'Count me in!\nBringing Bruno.' });
    const { notifications, unreadCount } = await bellOf(asha);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'post_comment',
      title: 'New comment on your post',
      message: 'Ravi T. commented on your post “Morning walk”: Count me in! Bringing Bruno.',
      metadata: { postId, messagePreview: 'Count me in! Bringing Bruno.' },
      isRead: false,
    });
    expect(unreadCount).toBe(1);
    expect((await bellOf(ravi)).notifications).toEqual([]);
  });

  it('tells earlier commenters of a reply in the thread, once each, but not the one who wrote it', async () => {
    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'First!' });
    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'And again.' });
    await meera.send('POST', `/posts/${postId}/comments`, { body: 'Me too.' });

    const toRavi = (await bellOf(ravi)).notifications;
    expect(toRavi).toHaveLength(1);
    expect(toRavi[0]).toMatchObject({
      type: 'comment_reply',
      message: 'Meera T. replied to your comment on “Morning walk”: Me too.',
      metadata: { postId },
    });
    expect((await bellOf(meera)).notifications).toEqual([]);
    // The author hears of each comment as a comment, not as a reply.
    expect((await bellOf(asha)).notifications.map((n) => n.type)).toEqual([
      'post_comment',
      'post_comment',
      'post_comment',
    ]);
  });

  it('groups likes into one unread notice per post, and starts a new one once it is read', async () => {
    await ravi.send('PUT', `/posts/${postId}/like`);
    await ravi.send('PUT', `/posts/${postId}/like`);
    let bell = await bellOf(asha);
    expect(bell.notifications.map((n) => n.message)).toEqual(['Ravi T. liked your post “Morning walk”.']);

    await meera.send('PUT', `/posts/${postId}/like`);
    bell = await bellOf(asha);
    expect(bell.notifications.map((n) => n.message)).toEqual(['Meera T. and 1 other liked your post “Morning walk”.']);
    expect(bell.unreadCount).toBe(1);

    await jsonRequester(t.app, '/api/notifications', asha.cookie)('POST', '/read', {
      ids: [bell.notifications[0]!.id],
    });
    await ravi.send('DELETE', `/posts/${postId}/like`);
    await ravi.send('PUT', `/posts/${postId}/like`);
    bell = await bellOf(asha);
    expect(bell.notifications.map((n) => [n.message, n.isRead])).toEqual([
      ['Ravi T. liked your post “Morning walk”.', false],
      ['Meera T. and 1 other liked your post “Morning walk”.', true],
    ]);
  });

  it('says "and 3 others" for four likers', () => {
    expect(likedMessage('Asha', 4, 'Walk')).toBe('Asha and 3 others liked your post “Walk”.');
  });

  it('sends nothing of a kind the user muted, and keeps the others', async () => {
    const asAsha = preferencesOf(asha);
    expect(NoticePreferences.parse(await (await asAsha('GET', '/preferences')).json())).toEqual({ muted: [] });
    const saved = await asAsha('PUT', '/preferences', { muted: ['likes'] });
    expect(NoticePreferences.parse(await saved.json())).toEqual({ muted: ['likes'] });

    await ravi.send('PUT', `/posts/${postId}/like`);
    await ravi.send('POST', `/posts/${postId}/comments`, { body: 'Nice.' });
    expect((await bellOf(asha)).notifications.map((n) => n.type)).toEqual(['post_comment']);
    // Another user's settings are their own.
    expect(NoticePreferences.parse(await (await preferencesOf(ravi)('GET', '/preferences')).json())).toEqual({
      muted: [],
    });
  });

  it('refuses an unknown kind and a guest, and changes nothing', async () => {
    const asAsha = preferencesOf(asha);
    expect((await asAsha('PUT', '/preferences', { muted: ['promotions'] })).status).toBe(400);
    expect((await asAsha('PUT', '/preferences', { muted: 'likes' })).status).toBe(400);
    expect((await jsonRequester(t.app, '/api/notifications')('PUT', '/preferences', { muted: [] })).status).toBe(401);
    expect(NoticePreferences.parse(await (await asAsha('GET', '/preferences')).json())).toEqual({ muted: [] });
  });
});
