import { describe, expect, it } from 'vitest';
import { notification, petReport, reportId, someNotifications, someReports } from '../../test/fixtures';
import { panelItems, syntheticId, toSyntheticItem, withDismissed } from './synthetic-items';

const none = { ids: [], clearedAt: null };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('synthetic report items in the bell', () => {
  it('turns another user’s report into a pet_report item with the pet-report- id prefix', () => {
    const item = toSyntheticItem(petReport(), false);
    expect(item).toMatchObject({
      id: `pet-report-${reportId}`,
      type: 'pet_report',
      title: 'Lost pet reported',
      message: 'Bruno near MG Road, Bengaluru',
      relatedReportId: reportId,
      metadata: { reportId, petName: 'Bruno', status: 'lost' },
      isRead: false,
    });
    expect(toSyntheticItem(petReport({ petName: '', status: 'found' }), true)).toMatchObject({
      title: 'Found pet reported',
      message: 'A found pet near MG Road, Bengaluru',
      metadata: { petName: '' },
      isRead: true,
    });
  });

  it('merges notifications and reports newest first, 15 at most, without a report a notification names', () => {
    const named = notification({
      id: 'd0000000000000000000000a',
      createdAt: ago(1),
      relatedReportId: 'c00000000000000000000003',
    });
    const items = panelItems([named, ...someNotifications.slice(1)], someReports, none);
    expect(items.map((item) => item.id)).toEqual([
      named.id,
      syntheticId('c00000000000000000000002'),
      someNotifications[1]!.id,
      someNotifications[2]!.id,
      someNotifications[3]!.id,
    ]);

    const many = Array.from({ length: 12 }, (_, i) =>
      petReport({ id: `c0000000000000000000010${i.toString(16)}`, createdAt: ago(i) }),
    );
    expect(panelItems(someNotifications, many, none)).toHaveLength(15);
  });

  it('leaves out the user’s own and resolved reports', () => {
    const reports = [petReport({ isMine: true }), petReport({ id: 'c00000000000000000000009', isActive: false })];
    expect(panelItems([], reports, none)).toEqual([]);
  });

  it('shows dismissed items as read and hides those older than the last Clear All', () => {
    const dismissed = withDismissed(none, [syntheticId(someReports[1]!.id)]);
    const items = panelItems([], someReports, dismissed);
    expect(items.map((item) => item.isRead)).toEqual([false, true]);
    const cleared = withDismissed(dismissed, [], ago(60));
    expect(panelItems([], someReports, cleared).map((item) => item.relatedReportId)).toEqual([someReports[0]!.id]);
  });
});
