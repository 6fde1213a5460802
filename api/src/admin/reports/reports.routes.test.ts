import { describe, expect, it } from 'vitest';
import { AdminReportsPage, adminMessages, ErrorBody } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { asAdmin, asUser, auditEntries, createAdminTestApp, lostPetReport, someId } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));

const list = async (query = '') =>
  AdminReportsPage.parse(await (await admin.send('GET', `/api/admin/reports${query}`)).json());

describe('lost-pet reports', () => {
  it('lists reports and deactivates one with a reason: out of the feed, the reporter told, audited', async () => {
    const reporter = await asUser(t, 'reporter@example.com');
    const bruno = await lostPetReport(reporter, 'Bruno');
    await lostPetReport(reporter, 'Coco');

    expect((await list()).items.map((report) => report.petName)).toEqual(['Coco', 'Bruno']);
    expect((await list('?status=found')).total).toBe(0);

    const res = await admin.send('POST', `/api/admin/reports/${bruno}/deactivate`, { reason: 'Posted twice.' });
    expect(await res.json()).toEqual({ action: 'report.deactivate', targetType: 'pet_report', targetId: bruno });
    expect((await list('?active=false')).items).toMatchObject([{ id: bruno, isActive: false }]);
    expect((await list('?active=true&status=lost')).items.map((report) => report.petName)).toEqual(['Coco']);

    const feed = (await (await asUser(t, 'other@example.com')).send('GET', '/api/notifications/reports')).json();
    expect(((await feed) as { reports: { id: string }[] }).reports.map((report) => report.id)).not.toContain(bruno);
    const bell = (await (await reporter.send('GET', '/api/notifications')).json()) as {
      notifications: { title: string; message: string }[];
    };
    expect(bell.notifications[0]).toMatchObject({ title: 'Your report was taken down' });
    expect(bell.notifications[0]!.message).toContain('Posted twice.');

    expect(await auditEntries(t.db)).toMatchObject([
      { action: 'report.deactivate', targetId: bruno, before: { isActive: true }, after: { isActive: false } },
    ]);

    const again = await admin.send('POST', `/api/admin/reports/${bruno}/deactivate`, { reason: 'Again.' });
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error.message).toBe(adminMessages.reportInactive);
    expect(await auditEntries(t.db)).toHaveLength(1);
  });

  it('validates the id, the reason and the filters', async () => {
    const missing = await admin.send('POST', `/api/admin/reports/${someId()}/deactivate`, { reason: 'x' });
    expect(missing.status).toBe(404);
    const badId = await admin.send('POST', '/api/admin/reports/123/deactivate', { reason: 'x' });
    expect(ErrorBody.parse(await badId.json()).error.fields).toEqual({ id: 'Must be a valid id.' });
    const noReason = await admin.send('POST', `/api/admin/reports/${someId()}/deactivate`, {});
    expect(ErrorBody.parse(await noReason.json()).error.fields).toEqual({ reason: adminMessages.reasonRequired });
    const badQuery = await admin.send('GET', '/api/admin/reports?active=yes');
    expect(ErrorBody.parse(await badQuery.json()).error.fields).toEqual({ active: adminMessages.active });
    expect(await auditEntries(t.db)).toEqual([]);
  });
});
