import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { NotificationList, PetReportList, PetReportResponse } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { createNotificationsTestApp, signIn } from '../notifications.test-support';

const app = perTestDatabase(createNotificationsTestApp);

describe("notifications' facade for the admin area (reportsForAdmins)", () => {
  it('lists every report by status and activity, and deactivates one, telling the reporter why', async () => {
    const priya = await signIn(app, app.db, 'priya@example.com');
    const ids: string[] = [];
    for (const [status, petName] of [
      ['lost', 'Bruno'],
      ['found', ''],
    ] as const) {
      const res = await priya.send('POST', '/reports', {
        status,
        petName,
        description: 'Brown, red collar.',
        locationAddress: 'Pune',
      });
      ids.push(PetReportResponse.parse(await res.json()).report.id);
    }
    const reports = app.area.reportsForAdmins;
    const page = { skip: 0, limit: 10 };
    expect((await reports.list({}, page)).total).toBe(2);
    expect((await reports.list({ status: 'lost' }, page)).items.map((r) => r.petName)).toEqual(['Bruno']);

    const changed = await reports.deactivate(new ObjectId(ids[0]), 'Posted twice.');
    expect(changed?.before.isActive).toBe(true);
    expect(changed?.after?.isActive).toBe(false);
    expect((await reports.list({ isActive: true }, page)).items.map((r) => r._id.toHexString())).toEqual([ids[1]]);

    const ria = await signIn(app, app.db, 'ria@example.com');
    const feed = PetReportList.parse(await (await ria.send('GET', '/reports')).json());
    expect(feed.reports.map((r) => r.id)).toEqual([ids[1]]);
    const bell = NotificationList.parse(await (await priya.send('GET', '')).json());
    expect(bell.notifications[0]).toMatchObject({ type: 'report_updated', title: 'Your report was taken down' });
    expect(bell.notifications[0]!.message).toContain('Bruno: Posted twice.');

    expect((await reports.deactivate(new ObjectId(ids[0]), 'Again.'))?.after).toBeNull();
    expect(await reports.deactivate(new ObjectId(), 'x')).toBeNull();
  });
});
