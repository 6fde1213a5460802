import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationItem, PetReportResponse, UnreadEvent } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createNotificationsTestApp,
  type NotificationsTestApp,
  signIn,
  sseReader,
  type TestUser,
} from '../notifications.test-support';

let test: TestDatabase;
let app: NotificationsTestApp;
let sam: TestUser;
let ria: TestUser;
const readers: Array<ReturnType<typeof sseReader>> = [];

beforeEach(async () => {
  test = await createTestDatabase();
  app = await createNotificationsTestApp(test.db, { live: { heartbeatMs: 100, coalesceMs: 10 } });
  sam = await signIn(app, test.db, 'sam@example.com');
  ria = await signIn(app, test.db, 'ria@example.com');
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.cancel()));
  await test.close();
});

/** Opens the user's stream and reads past the first `unread` state; answers the reader and that state. */
async function connect(user: TestUser, lastEventId?: string) {
  const res = await user.send('GET', '/stream', undefined, lastEventId ? { 'Last-Event-ID': lastEventId } : {});
  expect(res.status).toBe(200);
  const reader = sseReader(res);
  readers.push(reader);
  return { res, reader };
}

const notifyAt = (user: TestUser, title: string, at = new Date()) =>
  app.area.service.notify(
    new ObjectId(user.id),
    {
      type: 'new_comment_on_report',
      title,
      message: 'Someone commented on your report.',
      relatedReportId: new ObjectId(),
      metadata: { petName: '', status: 'found' },
    },
    at,
  ) as Promise<ObjectId>; // a report notice: nobody can mute it

/** Ria reports a lost pet on MG Road, without a map point; answers the report's id. */
async function riaReports(petName: string): Promise<string> {
  const res = await ria.send('POST', '/reports', {
    status: 'lost',
    petName,
    description: `${petName} ran off this morning.`,
    locationAddress: 'MG Road',
  });
  expect(res.status).toBe(201);
  return PetReportResponse.parse(await res.json()).report.id;
}

async function nextOf(
  reader: ReturnType<typeof sseReader>,
  event: 'notification',
): Promise<NotificationItem & { eventId: string }>;
async function nextOf(
  reader: ReturnType<typeof sseReader>,
  event: 'unread',
): Promise<UnreadEvent & { eventId: string }>;
async function nextOf(reader: ReturnType<typeof sseReader>, event: string) {
  const next = await reader.next();
  expect(next.event).toBe(event);
  const data: unknown = JSON.parse(next.data);
  const parsed = event === 'notification' ? NotificationItem.parse(data) : UnreadEvent.parse(data);
  return { ...parsed, eventId: next.id };
}

describe('GET /api/notifications/stream', () => {
  it('is an event stream that proxies pass through at once, opening with a retry hint and the unread state', async () => {
    await notifyAt(sam, 'Earlier');
    const { res, reader } = await connect(sam);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    await reader.waitForText('retry: 3000\n\n');
    expect(reader.text().startsWith('retry: 3000\n\n')).toBe(true);
    const state = await nextOf(reader, 'unread');
    expect(state).toMatchObject({ unreadCount: 1, clearedAt: null });
    expect(state.eventId).toBe(state.unreadIds[0]);
  });

  it('delivers a notification sent through the service, then the exact unread count', async () => {
    await notifyAt(sam, 'Earlier');
    const { reader } = await connect(sam);
    await nextOf(reader, 'unread');
    const id = await notifyAt(sam, 'Comment on Bruno');
    const item = await nextOf(reader, 'notification');
    expect(item).toMatchObject({
      id: id.toHexString(),
      eventId: id.toHexString(),
      title: 'Comment on Bruno',
      isRead: false,
      metadata: { petName: '', status: 'found' },
    });
    const state = await nextOf(reader, 'unread');
    expect(state).toMatchObject({ unreadCount: 2, eventId: id.toHexString() });
  });

  it('delivers a notification another process inserted (the data port’s change events), to its user only', async () => {
    const { reader: samStream } = await connect(sam);
    const { reader: riaStream } = await connect(ria);
    await nextOf(samStream, 'unread');
    await nextOf(riaStream, 'unread');
    // The shape the vet area's payment notices insert directly.
    const { insertedId } = await test.db.collection('notifications').insertOne({
      userId: new ObjectId(sam.id),
      type: 'appointment_payment',
      title: 'Payment Failed',
      message: 'There was an issue processing your payment. Please try again.',
      createdAt: new Date(),
      metadata: { appointmentId: new ObjectId().toHexString() },
    });
    const item = await nextOf(samStream, 'notification');
    expect(item).toMatchObject({ id: insertedId.toHexString(), type: 'appointment_payment', title: 'Payment Failed' });
    expect((await nextOf(samStream, 'unread')).unreadCount).toBe(1);
    expect(await riaStream.quietFor(100)).toBe(true);
  });

  it('tells every tab when another one marks all read or clears, within a second', async () => {
    const ids = await Promise.all([notifyAt(sam, 'One'), notifyAt(sam, 'Two')]);
    const { reader: tab } = await connect(sam);
    expect((await nextOf(tab, 'unread')).unreadCount).toBe(2);

    const started = Date.now();
    await sam.send('POST', '/read', { ids: [ids[0]!.toHexString()] });
    const afterOne = await nextOf(tab, 'unread');
    expect(afterOne).toMatchObject({ unreadCount: 1, unreadIds: [ids[1]!.toHexString()] });

    await sam.send('POST', '/read-all');
    expect(await nextOf(tab, 'unread')).toMatchObject({ unreadCount: 0, unreadIds: [] });

    await sam.send('POST', '/clear');
    const cleared = await nextOf(tab, 'unread');
    expect(cleared.unreadCount).toBe(0);
    expect(cleared.clearedAt).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('replays what was missed after Last-Event-ID, oldest first, then the unread state', async () => {
    const base = Date.now() - 10_000;
    const [first, second, third] = [
      await notifyAt(sam, 'First', new Date(base + 1000)),
      await notifyAt(sam, 'Second', new Date(base + 2000)),
      await notifyAt(sam, 'Third', new Date(base + 3000)),
    ];
    const { reader } = await connect(sam, first.toHexString());
    const replayed = [await nextOf(reader, 'notification'), await nextOf(reader, 'notification')];
    expect(replayed.map((n) => [n.title, n.eventId])).toEqual([
      ['Second', second.toHexString()],
      ['Third', third.toHexString()],
    ]);
    expect(await nextOf(reader, 'unread')).toMatchObject({ unreadCount: 3, eventId: third.toHexString() });
  });

  it('replays everything visible for a client that had seen none, and nothing for a foreign id', async () => {
    await notifyAt(sam, 'While away');
    const [theirs] = [await notifyAt(ria, 'Not yours')];
    const fresh = await connect(sam, '0');
    expect((await nextOf(fresh.reader, 'notification')).title).toBe('While away');
    expect((await nextOf(fresh.reader, 'unread')).unreadCount).toBe(1);

    const foreign = await connect(sam, theirs!.toHexString());
    expect(await nextOf(foreign.reader, 'unread')).toMatchObject({ unreadCount: 1 });
  });

  it('keeps an idle stream open with heartbeat comments', async () => {
    const { reader } = await connect(sam);
    await reader.waitForText(': keep-alive\n\n', 1000);
  });

  it('cleans up when the browser goes away, and stops watching once no one listens', async () => {
    const one = await connect(sam);
    const two = await connect(sam);
    await nextOf(one.reader, 'unread');
    await nextOf(two.reader, 'unread');
    expect(app.area.liveStats()).toEqual({ users: 1, connections: 2, watching: true });
    await one.reader.cancel();
    await expect.poll(() => app.area.liveStats().connections).toBe(1);
    await two.reader.cancel();
    await expect.poll(() => app.area.liveStats()).toEqual({ users: 0, connections: 0, watching: false });
  });
  it('counts another user’s new report as a report item, and follows its read in any tab', async () => {
    const tab = await connect(sam);
    const other = await connect(sam);
    await nextOf(tab.reader, 'unread');
    await nextOf(other.reader, 'unread');
    const itemId = `pet-report-${await riaReports('Kiwi')}`;
    for (const reader of [tab.reader, other.reader]) {
      expect((await reader.next()).event).toBe('report');
      expect(await nextOf(reader, 'unread')).toMatchObject({ unreadCount: 1, unreadIds: [itemId] });
    }

    expect(await (await sam.send('POST', '/read', { ids: [itemId] })).json()).toEqual({ unreadCount: 0 });
    for (const reader of [tab.reader, other.reader]) {
      expect(await nextOf(reader, 'unread')).toMatchObject({ unreadCount: 0, unreadIds: [] });
    }
  });
  it('counts the report items again when the user saves an alert location', async () => {
    await riaReports('Bruno');
    const { reader } = await connect(sam);
    expect(await nextOf(reader, 'unread')).toMatchObject({ unreadCount: 1 });
    // A report without a map point is near no one: with a location saved it is no longer one of Sam's items.
    const saved = await sam.send('PUT', '/alert-settings', {
      enabled: false,
      radiusKm: 5,
      point: { lat: 18.52, lng: 73.857 },
    });
    expect(saved.status).toBe(200);
    expect(await nextOf(reader, 'unread')).toMatchObject({ unreadCount: 0, unreadIds: [] });
  });
});
