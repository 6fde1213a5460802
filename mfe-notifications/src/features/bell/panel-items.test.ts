import { describe, expect, it } from 'vitest';
import { notification, petReport, reportItem, someNotifications, someReportItems } from '../../test/fixtures';
import { panelItems } from './panel-items';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the bell panel’s items', () => {
  it('merges notifications and report items newest first, 15 at most, without a report a notification names', () => {
    const named = notification({
      id: 'd0000000000000000000000a',
      createdAt: ago(1),
      relatedReportId: 'c00000000000000000000003',
    });
    const items = panelItems({ notifications: [named, ...someNotifications.slice(1)], reportItems: someReportItems });
    expect(items.map((item) => item.id)).toEqual([
      named.id,
      'pet-report-c00000000000000000000002',
      someNotifications[1]!.id,
      someNotifications[2]!.id,
      someNotifications[3]!.id,
    ]);

    const many = Array.from({ length: 12 }, (_, i) =>
      reportItem(petReport({ id: `c0000000000000000000010${i.toString(16)}`, createdAt: ago(i) })),
    );
    expect(panelItems({ notifications: someNotifications, reportItems: many })).toHaveLength(15);
  });
});
