import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { AreaStatus, ErrorBody, NotificationList, NotificationsUpdated, notificationMessages } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { createNotificationsTestApp, signIn, type TestUser } from '../notifications.test-support';

const app = perTestDatabase(createNotificationsTestApp);
const sam = perTest(() => signIn(app, app.db, 'sam@example.com'));
const ria = perTest(() => signIn(app, app.db, 'ria@example.com'));

/** `count` notifications for `user`, a second apart, oldest first; answers their ids. */
async function notifications(user: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  const base = Date.now() - 60_000;
  for (let n = 1; n <= count; n++) {
    const id = await app.area.service.notify(
      new ObjectId(user.id),
      { type: 'report_updated', title: `Update ${n}`, message: 'The report changed.' },
      new Date(base + n * 1000),
    );
    ids.push(id!.toHexString());
  }
  return ids;
}

const list = async (user: TestUser) => NotificationList.parse(await (await user.send('GET', '')).json());

describe('/api/notifications', () => {
  it('answers its status', async () => {
    const res = await app.app.request('/api/notifications/status');
    expect(AreaStatus.parse(await res.json())).toEqual({ area: 'notifications', ready: true });
  });

  it('asks guests to log in', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/read'],
      ['POST', '/read-all'],
      ['POST', '/clear'],
      ['GET', '/stream'],
    ] as const) {
      const res = await app.app.request(`/api/notifications${path}`, { method });
      expect(res.status).toBe(401);
      expect(ErrorBody.parse(await res.json()).error.message).toBe('Please log in to continue.');
    }
  });

  it('lists the newest 10 and counts every unread one', async () => {
    await notifications(sam, 11);
    await notifications(ria, 1);
    const body = await list(sam);
    expect(body.notifications).toHaveLength(10);
    expect(body.notifications[0]).toMatchObject({ title: 'Update 11', isRead: false, relatedReportId: null });
    expect(body.unreadCount).toBe(11);
  });

  it('marks one or many read, the user’s own only', async () => {
    const mine = await notifications(sam, 3);
    const [theirs] = await notifications(ria, 1);

    let res = await sam.send('POST', '/read', { ids: [mine[2]] });
    expect(NotificationsUpdated.parse(await res.json())).toEqual({ unreadCount: 2 });
    res = await sam.send('POST', '/read', { ids: [mine[0], mine[1], theirs] });
    expect(await res.json()).toEqual({ unreadCount: 0 });

    res = await sam.send('POST', '/read', { ids: [theirs] });
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(notificationMessages.notFound);
    expect((await list(ria)).unreadCount).toBe(1);
    expect(
      await app.db.collection('user_notification_reads').countDocuments({ notificationId: new ObjectId(theirs) }),
    ).toBe(0);
  });

  it('refuses ids that are not ids, with a clear message, before any lookup', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ids: ['nope', 'aaaaaaaaaaaaaaaaaaaaaaaa'] }, { 'ids.0': 'Must be a valid id.' }],
      [{ ids: [{ $ne: null }] }, { 'ids.0': expect.any(String) as unknown as string }],
      [{ ids: [] }, { ids: notificationMessages.ids }],
      [{ ids: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, { ids: notificationMessages.ids }],
      [{}, { ids: notificationMessages.ids }],
      [{ ids: ['aaaaaaaaaaaaaaaaaaaaaaaa'], userId: ria.id }, { userId: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await sam.send('POST', '/read', body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error).toMatchObject({
        code: 'invalid_input',
        message: 'Some fields are missing or not valid.',
        fields,
      });
    }
  });

  it('marks everything read', async () => {
    await notifications(sam, 12);
    const [theirs] = await notifications(ria, 1);
    const res = await sam.send('POST', '/read-all');
    expect(await res.json()).toEqual({ unreadCount: 0 });
    expect((await list(sam)).notifications.every((n) => n.isRead)).toBe(true);
    expect((await list(ria)).notifications.map((n) => [n.id, n.isRead])).toEqual([[theirs, false]]);
  });

  it('clears all: older ones hidden, count reset, newer ones shown', async () => {
    await notifications(sam, 2);
    await notifications(ria, 1);
    expect(await (await sam.send('POST', '/clear')).json()).toEqual({ unreadCount: 0 });
    expect(await list(sam)).toEqual({ notifications: [], reportItems: [], unreadCount: 0 });
    expect((await list(ria)).unreadCount).toBe(1);

    await app.area.service.notify(new ObjectId(sam.id), {
      type: 'flyer_generated',
      title: 'Flyer ready',
      message: 'Your flyer is ready to print.',
    });
    const after = await list(sam);
    expect(after.notifications.map((n) => n.title)).toEqual(['Flyer ready']);
    expect(after.unreadCount).toBe(1);
  });
});
