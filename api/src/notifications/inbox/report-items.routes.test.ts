import { ObjectId } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  type GeoPoint,
  NotificationList,
  NotificationsUpdated,
  notificationMessages,
  PetReportResponse,
} from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { createNotificationsTestApp, signIn, type TestUser } from '../notifications.test-support';

const app = perTestDatabase(createNotificationsTestApp);
const sam = perTest(() => signIn(app, app.db, 'sam@example.com'));
const ria = perTest(() => signIn(app, app.db, 'ria@example.com'));
const tom = perTest(() => signIn(app, app.db, 'tom@example.com'));
afterEach(() => app.area.alertsIdle());

const PUNE: GeoPoint = { lat: 18.52, lng: 73.857 };
const PUNE_STATION: GeoPoint = { lat: 18.529, lng: 73.874 };
const BERLIN: GeoPoint = { lat: 52.52, lng: 13.405 };

async function report(user: TestUser, petName: string, point?: GeoPoint): Promise<string> {
  const res = await user.send('POST', '/reports', {
    status: 'lost',
    petName,
    description: `${petName} ran off this morning.`,
    locationAddress: 'Somewhere',
    ...(point ? { point } : {}),
  });
  expect(res.status).toBe(201);
  return PetReportResponse.parse(await res.json()).report.id;
}

const itemId = (reportId: string) => `pet-report-${reportId}`;
const bell = async (user: TestUser) => NotificationList.parse(await (await user.send('GET', '')).json());
const reportItems = async (user: TestUser) =>
  (await bell(user)).reportItems.map((item) => [item.metadata.petName, item.isRead]);

async function read(user: TestUser, ids: string[]) {
  const res = await user.send('POST', '/read', { ids });
  return { status: res.status, body: (await res.json()) as unknown };
}

const notifySam = (title: string) =>
  app.area.service.notify(new ObjectId(sam.id), { type: 'report_updated', title, message: 'The report changed.' });

describe('report items in the bell', () => {
  it('lists other users’ active reports as unread pet_report items, counted with the notifications', async () => {
    const bruno = await report(ria, 'Bruno');
    await report(sam, 'Mine');
    await notifySam('Update');
    const list = await bell(sam);
    expect(list.reportItems).toEqual([
      expect.objectContaining({
        id: itemId(bruno),
        type: 'pet_report',
        title: 'Lost pet reported',
        message: 'Bruno near Somewhere',
        relatedReportId: bruno,
        metadata: { reportId: bruno, petName: 'Bruno', status: 'lost' },
        isRead: false,
      }),
    ]);
    expect(list.unreadCount).toBe(2);
    expect((await bell(ria)).reportItems.map((item) => item.metadata.petName)).toEqual(['Mine']);
  });

  it('counts every report item, however many notifications there are (20 items at most)', async () => {
    for (let n = 0; n < 22; n++) await report(ria, `Pet ${n}`);
    for (let n = 0; n < 12; n++) await notifySam(`Update ${n}`);
    const list = await bell(sam);
    expect(list.reportItems).toHaveLength(20);
    expect(list.reportItems[0]?.metadata.petName).toBe('Pet 21');
    expect(list.unreadCount).toBe(32);
    await notifySam('One more');
    expect((await bell(sam)).unreadCount).toBe(33);
  });

  it('keeps a report item read across requests, for that user only', async () => {
    const bruno = await report(ria, 'Bruno');
    await report(ria, 'Kiwi');
    expect(await read(sam, [itemId(bruno)])).toEqual({ status: 200, body: { unreadCount: 1 } });
    expect(await reportItems(sam)).toEqual([
      ['Kiwi', false],
      ['Bruno', true],
    ]);
    expect((await bell(sam)).unreadCount).toBe(1);
    expect((await bell(tom)).unreadCount).toBe(2);
    // Again: nothing more is stored.
    expect(await read(sam, [`pet-report-${bruno.toUpperCase()}`])).toEqual({
      status: 200,
      body: { unreadCount: 1 },
    });
    expect(await app.db.collection('user_report_item_reads').countDocuments({})).toBe(1);
  });

  it('marks report items read with Mark all read; a newer report is unread', async () => {
    await report(ria, 'Bruno');
    await notifySam('Update');
    const res = await sam.send('POST', '/read-all');
    expect(NotificationsUpdated.parse(await res.json())).toEqual({ unreadCount: 0 });
    expect(await reportItems(sam)).toEqual([['Bruno', true]]);
    await report(tom, 'Kiwi');
    expect(await reportItems(sam)).toEqual([
      ['Kiwi', false],
      ['Bruno', true],
    ]);
    expect((await bell(sam)).unreadCount).toBe(1);
  });

  it('hides report items older than Clear All, after a reload too; a newer report shows', async () => {
    await report(ria, 'Bruno');
    expect(await (await sam.send('POST', '/clear')).json()).toEqual({ unreadCount: 0 });
    expect(await bell(sam)).toEqual({ notifications: [], reportItems: [], unreadCount: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(tom, 'Kiwi');
    expect(await reportItems(sam)).toEqual([['Kiwi', false]]);
    expect((await bell(ria)).unreadCount).toBe(1);
  });

  it('lists only reports within the alert radius when the user’s alert location is saved', async () => {
    await report(ria, 'Berlin dog', BERLIN);
    await report(ria, 'Pune cat', PUNE_STATION);
    await report(tom, 'No point');
    // Newest anywhere without a location.
    expect((await reportItems(sam)).map(([name]) => name)).toEqual(['No point', 'Pune cat', 'Berlin dog']);
    const saved = await sam.send('PUT', '/alert-settings', { enabled: false, radiusKm: 5, point: PUNE });
    expect(saved.status).toBe(200);
    expect(await reportItems(sam)).toEqual([['Pune cat', false]]);
    expect((await bell(sam)).unreadCount).toBe(1);
  });

  it('leaves out a report that one of the user’s pet_report notifications already names', async () => {
    await sam.send('PUT', '/alert-settings', { enabled: true, radiusKm: 5, point: PUNE });
    const near = await report(ria, 'Pune cat', PUNE_STATION);
    await app.area.alertsIdle();
    const list = await bell(sam);
    expect(list.notifications.map((n) => [n.type, n.relatedReportId])).toEqual([['pet_report', near]]);
    expect(list.reportItems).toEqual([]);
    expect(list.unreadCount).toBe(1);
  });

  it('ignores report items that are not the user’s, and answers 404 when none is', async () => {
    const theirs = await report(sam, 'Mine');
    const far = await report(ria, 'Berlin dog', BERLIN);
    const near = await report(ria, 'Pune cat', PUNE_STATION);
    await sam.send('PUT', '/alert-settings', { enabled: false, radiusKm: 5, point: PUNE });
    const riaNotice = await app.area.service.notify(new ObjectId(ria.id), {
      type: 'report_updated',
      title: 'Hers',
      message: 'Changed.',
    });
    const nobody = new ObjectId().toHexString();
    for (const ids of [[itemId(theirs)], [itemId(far)], [itemId(nobody)], [riaNotice!.toHexString()]]) {
      const { status, body } = await read(sam, ids);
      expect(status).toBe(404);
      expect(ErrorBody.parse(body).error.message).toBe(notificationMessages.notFound);
    }
    expect(await read(sam, [itemId(far), itemId(near), riaNotice!.toHexString()])).toEqual({
      status: 200,
      body: { unreadCount: 0 },
    });
    expect(await app.db.collection('user_report_item_reads').countDocuments({})).toBe(1);
    // Ria's notice and Sam's report stay unread for her.
    const hers = await bell(ria);
    expect(hers.notifications.map((n) => n.isRead)).toEqual([false]);
    expect(hers.unreadCount).toBe(2);
  });

  it('refuses ids that are not ids with the contract’s message, changing nothing', async () => {
    const bruno = await report(ria, 'Bruno');
    const cases: Array<[string[], string]> = [
      [['pet-report-'], 'ids.0'],
      [[`pet-report-${bruno}0`], 'ids.0'],
      [[`report-${bruno}`], 'ids.0'],
      [[`pet-report-${bruno}`, 'x'], 'ids.1'],
    ];
    for (const [ids, field] of cases) {
      const { status, body } = await read(sam, ids);
      expect(status).toBe(400);
      expect(ErrorBody.parse(body).error).toMatchObject({
        code: 'invalid_input',
        message: 'Some fields are missing or not valid.',
        fields: { [field]: 'Must be a valid id.' },
      });
    }
    expect((await bell(sam)).unreadCount).toBe(1);
    expect(await app.db.collection('user_report_item_reads').countDocuments({})).toBe(0);
  });
});
