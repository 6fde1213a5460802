import { describe, expect, it } from 'vitest';
import {
  MarkNotificationsReadInput,
  NotificationItem,
  NotificationList,
  notificationMessages,
  UnreadEvent,
} from '@petpal/contracts';

const item = {
  id: '65a000000000000000000001',
  type: 'pet_report',
  title: 'Lost pet nearby',
  message: 'Bruno was last seen near the park.',
  createdAt: '2026-11-22T10:00:00.000Z',
  relatedReportId: '65a0000000000000000000aa',
  metadata: { reportId: '65a0000000000000000000aa', petName: 'Bruno', status: 'lost' },
  isRead: false,
};

describe('notification contracts', () => {
  it('accept a list of items with every spec type and the vet payment notices', () => {
    const list = NotificationList.parse({
      notifications: [item, { ...item, type: 'appointment_payment', relatedReportId: null, metadata: {} }],
      reportItems: [{ ...item, id: `pet-report-${item.relatedReportId}` }],
      unreadCount: 3,
    });
    expect(list.notifications).toHaveLength(2);
    expect(list.reportItems).toHaveLength(1);
  });

  it('refuse an unknown type or report status', () => {
    expect(NotificationItem.safeParse({ ...item, type: 'spam' }).success).toBe(false);
    expect(NotificationItem.safeParse({ ...item, metadata: { status: 'stolen' } }).success).toBe(false);
  });

  it('take one to 100 valid ids to mark read', () => {
    expect(MarkNotificationsReadInput.parse({ ids: [item.id] })).toEqual({ ids: [item.id] });
    const tooMany = Array.from({ length: 101 }, () => item.id);
    for (const ids of [[], tooMany]) {
      const result = MarkNotificationsReadInput.safeParse({ ids });
      expect(result.error?.issues[0]?.message).toBe(notificationMessages.ids);
    }
    const reportItem = `pet-report-${item.relatedReportId}`;
    expect(MarkNotificationsReadInput.parse({ ids: [reportItem] })).toEqual({ ids: [reportItem] });
    for (const wrong of ['not-an-id', 'pet-report-', `pet-report-${item.id}x`, `report-${item.id}`]) {
      const bad = MarkNotificationsReadInput.safeParse({ ids: [wrong] });
      expect(bad.error?.issues[0]).toMatchObject({ path: ['ids', 0], message: 'Must be a valid id.' });
    }
    expect(MarkNotificationsReadInput.safeParse({ ids: [item.id], userId: item.id }).success).toBe(false);
  });

  it('describe the live unread state', () => {
    expect(UnreadEvent.parse({ unreadCount: 0, clearedAt: null, unreadIds: [] }).unreadCount).toBe(0);
    expect(UnreadEvent.safeParse({ unreadCount: 1, clearedAt: 'yesterday', unreadIds: [] }).success).toBe(false);
  });
});
