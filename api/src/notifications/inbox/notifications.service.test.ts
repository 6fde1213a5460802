import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationList, notificationMessages } from '@petpal/contracts';
import { Invalid, NotFound } from '../../errors';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createNoticePreferencesRepository } from './notice-preferences.repository';
import { createNotificationsRepository } from './notifications.repository';
import {
  createNotificationsService,
  type InboxService,
  type NewNotification,
  NO_CURSOR,
} from './notifications.service';

let test: TestDatabase;
let inbox: InboxService;
let clock: Date;
const sam = new ObjectId();
const ria = new ObjectId();
const minutes = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, n));

const lostBruno: NewNotification = {
  type: 'pet_report',
  title: 'Lost pet nearby',
  message: 'Bruno was last seen near the park.',
  relatedReportId: new ObjectId('65a0000000000000000000aa'),
  metadata: { reportId: '65a0000000000000000000aa', petName: 'Bruno', status: 'lost' },
};

/** `count` notifications for `userId`, one a minute from minute 1; answers their ids, oldest first. */
async function seed(userId: ObjectId, count: number, from = 1): Promise<ObjectId[]> {
  const ids: ObjectId[] = [];
  for (let n = from; n < from + count; n++) {
    ids.push((await inbox.notify(userId, { ...lostBruno, title: `Report ${n}` }, minutes(n)))!);
  }
  return ids;
}

beforeEach(async () => {
  test = await createTestDatabase();
  const repo = createNotificationsRepository(test.db);
  await repo.ensureIndexes();
  clock = minutes(30);
  inbox = createNotificationsService({ repo, now: () => clock });
});
afterEach(() => test.close());

describe('notify', () => {
  it('stores the document the vet area’s payment notices already write', async () => {
    const appointmentId = new ObjectId().toHexString();
    const id = await inbox.notify(sam, {
      type: 'appointment_payment',
      title: 'Payment Successful',
      message: 'Your teleconsultation appointment has been confirmed.',
      metadata: { appointmentId },
    });
    const stored = await test.db.collection('notifications').findOne({ _id: id! });
    expect(stored).toMatchObject({
      userId: sam,
      type: 'appointment_payment',
      title: 'Payment Successful',
      message: 'Your teleconsultation appointment has been confirmed.',
      createdAt: clock,
      metadata: { appointmentId },
    });
    const { notifications } = await inbox.list(sam);
    expect(notifications[0]).toMatchObject({ type: 'appointment_payment', metadata: { appointmentId } });
  });

  it('refuses an empty title or message and unknown types', async () => {
    await expect(inbox.notify(sam, { ...lostBruno, title: '  ' })).rejects.toThrow(Invalid);
    await expect(inbox.notify(sam, { ...lostBruno, message: '' })).rejects.toThrow(notificationMessages.message);
    await expect(inbox.notify(sam, { ...lostBruno, type: 'promo' as never })).rejects.toThrow(Invalid);
    expect(await test.db.collection('notifications').countDocuments({})).toBe(0);
  });

  it('sends one notification to each of many users', async () => {
    const users = Array.from({ length: 2500 }, () => new ObjectId());
    expect(await inbox.notifyMany([...users, users[0]!], lostBruno)).toBe(2500);
    expect(await test.db.collection('notifications').countDocuments({ userId: users[0] })).toBe(1);
    expect((await inbox.list(users[2499]!)).unreadCount).toBe(1);
    expect(await inbox.notifyMany([], lostBruno)).toBe(0);
  });
});

describe('the bell', () => {
  it('lists the newest 10, newest first, with the exact unread count of all of them', async () => {
    const ids = await seed(sam, 12);
    await seed(ria, 2);
    const list = NotificationList.parse(await inbox.list(sam));
    expect(list.notifications.map((n) => n.title)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Report ${n}`));
    expect(list.unreadCount).toBe(12);
    expect(list.notifications[0]).toMatchObject({
      relatedReportId: '65a0000000000000000000aa',
      metadata: { petName: 'Bruno', status: 'lost', reportId: '65a0000000000000000000aa' },
      isRead: false,
    });

    // The two oldest are not listed, yet reading them lowers the count.
    expect(await inbox.markRead(sam, [ids[0]!.toHexString(), ids[1]!.toHexString(), ids[11]!.toHexString()])).toEqual({
      unreadCount: 9,
    });
    const after = await inbox.list(sam);
    expect(after.unreadCount).toBe(9);
    expect(after.notifications.filter((n) => n.isRead).map((n) => n.title)).toEqual(['Report 12']);
  });

  it('marks only the user’s own notifications read', async () => {
    const [mine] = await seed(sam, 1);
    const [theirs] = await seed(ria, 1);
    await expect(inbox.markRead(sam, [theirs!.toHexString()])).rejects.toThrow(NotFound);
    expect(await inbox.markRead(sam, [theirs!.toHexString(), mine!.toHexString()])).toEqual({ unreadCount: 0 });
    expect((await inbox.list(ria)).unreadCount).toBe(1);
    expect(await test.db.collection('user_notification_reads').countDocuments({ notificationId: theirs })).toBe(0);
  });

  it('marks everything read, and again without harm', async () => {
    await seed(sam, 15);
    await seed(ria, 1);
    expect(await inbox.markAllRead(sam)).toEqual({ unreadCount: 0 });
    expect(await inbox.markAllRead(sam)).toEqual({ unreadCount: 0 });
    expect((await inbox.list(sam)).notifications.every((n) => n.isRead)).toBe(true);
    expect((await inbox.list(ria)).unreadCount).toBe(1);
  });

  it('Clear All hides everything older and resets the count; newer ones show', async () => {
    const ids = await seed(sam, 3);
    await inbox.markRead(sam, [ids[0]!.toHexString()]);
    expect(await inbox.clear(sam)).toEqual({ unreadCount: 0 });
    expect(await inbox.list(sam)).toEqual({ notifications: [], reportItems: [], unreadCount: 0 });

    await seed(sam, 2, 31);
    const list = await inbox.list(sam);
    expect(list.notifications.map((n) => n.title)).toEqual(['Report 32', 'Report 31']);
    expect(list.unreadCount).toBe(2);
    // A read from before the Clear All does not lower the new count.
    await inbox.markAllRead(sam);
    expect((await inbox.list(sam)).unreadCount).toBe(0);
  });
});

describe('the live stream’s reads', () => {
  it('reports the unread state: count, Clear All and which of the newest 10 are unread', async () => {
    expect(await inbox.unreadState(sam)).toEqual({ unreadCount: 0, clearedAt: null, unreadIds: [] });
    const ids = await seed(sam, 3);
    await inbox.markRead(sam, [ids[1]!.toHexString()]);
    expect(await inbox.unreadState(sam)).toEqual({
      unreadCount: 2,
      clearedAt: null,
      unreadIds: [ids[2]!.toHexString(), ids[0]!.toHexString()],
    });
    await inbox.clear(sam);
    expect(await inbox.unreadState(sam)).toEqual({ unreadCount: 0, clearedAt: clock.toISOString(), unreadIds: [] });
  });

  it('starts a new connection at the newest notification', async () => {
    expect(await inbox.cursorOf(sam)).toBe(NO_CURSOR);
    const ids = await seed(sam, 2);
    expect(await inbox.cursorOf(sam)).toBe(ids[1]!.toHexString());
  });

  it('replays what came after the last event, oldest first, at most 10', async () => {
    const ids = await seed(sam, 14);
    const [theirs] = await seed(ria, 1);
    expect((await inbox.replayAfter(sam, ids[10]!.toHexString()))!.map((n) => n.title)).toEqual([
      'Report 12',
      'Report 13',
      'Report 14',
    ]);
    expect((await inbox.replayAfter(sam, ids[1]!.toHexString()))!.map((n) => n.title)).toEqual(
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => `Report ${n}`),
    );
    expect(await inbox.replayAfter(sam, ids[13]!.toHexString())).toEqual([]);
    expect(await inbox.replayAfter(sam, NO_CURSOR)).toHaveLength(10);
    expect(await inbox.replayAfter(sam, theirs!.toHexString())).toBeNull();
    expect(await inbox.replayAfter(sam, 'garbage')).toBeNull();
  });
});

describe('muting care and order notices (issue 20 items 2, 3 and 6)', () => {
  it('drops a booking answer, a rating prompt, a report card and an order update for whoever muted its kind', async () => {
    const preferences = createNoticePreferencesRepository(test.db);
    await preferences.ensureIndexes();
    const muting = createNotificationsService({
      repo: createNotificationsRepository(test.db),
      preferences,
      now: () => clock,
    });
    await preferences.save(sam, ['requests', 'report_cards'], clock);
    await preferences.save(ria, ['orders'], clock);
    const notices: NewNotification[] = [
      { type: 'care_booking', title: 'Booking Request Accepted', message: 'Asha accepted.' },
      { type: 'rate_booking', title: 'How was Asha?', message: 'Rate your walk.' },
      { type: 'report_card', title: 'New Report Card', message: 'Asha sent a report card.' },
      { type: 'order_status', title: 'Order shipped', message: 'Your order is on its way.' },
    ];
    const heard = async (userId: ObjectId) => {
      const sent = [];
      for (const notice of notices) if (await muting.notify(userId, notice, clock)) sent.push(notice.type);
      return sent;
    };
    expect(await heard(sam)).toEqual(['order_status']);
    expect(await heard(ria)).toEqual(['care_booking', 'rate_booking', 'report_card']);
  });
});
