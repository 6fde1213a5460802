import { describe, expect, it } from 'vitest';
import { notification, notificationList, someNotifications, someReportItems } from '../../../test/fixtures';
import { withNewNotification, withRead, withUnreadState } from './notification-cache';

const ids = (list: { notifications: Array<{ id: string }> }) => list.notifications.map((n) => n.id);

describe('the bell’s cache', () => {
  it('puts a live notification on top and keeps 10; the count waits for the server’s state', () => {
    const ten = Array.from({ length: 10 }, (_, i) => notification({ id: `d0000000000000000000001${i}` }));
    const fresh = notification({ id: 'dfffffffffffffffffffffff' });
    const next = withNewNotification(notificationList(ten, 30, someReportItems), fresh);
    expect(ids(next)[0]).toBe(fresh.id);
    expect(next.notifications).toHaveLength(10);
    expect(next.reportItems).toBe(someReportItems);
    expect(next.unreadCount).toBe(30);
    expect(withNewNotification(next, fresh)).toBe(next);
  });

  it('follows the server’s unread state: read ones, Clear All, and a missed one', () => {
    const list = notificationList();
    const [newest, older] = someNotifications;
    const state = { unreadCount: 1, clearedAt: null, unreadIds: [newest!.id] };
    const { list: next, missing } = withUnreadState(list, state);
    expect(missing).toBe(false);
    expect(next.unreadCount).toBe(1);
    expect(next.notifications.filter((n) => !n.isRead).map((n) => n.id)).toEqual([newest!.id]);

    const cleared = withUnreadState(list, { unreadCount: 0, clearedAt: older!.createdAt, unreadIds: [] });
    expect(ids(cleared.list)).toEqual([newest!.id]);

    expect(
      withUnreadState(list, { unreadCount: 5, clearedAt: null, unreadIds: ['dfffffffffffffffffffffff'] }).missing,
    ).toBe(true);
  });

  it('follows the server’s state for report items too; a new one is missing', () => {
    const list = notificationList([], undefined, someReportItems);
    const [newest, older] = someReportItems;
    const read = withUnreadState(list, { unreadCount: 1, clearedAt: null, unreadIds: [older!.id] });
    expect(read.missing).toBe(false);
    expect(read.list.reportItems.map((n) => n.isRead)).toEqual([true, false]);
    const cleared = withUnreadState(list, { unreadCount: 0, clearedAt: older!.createdAt, unreadIds: [] });
    expect(cleared.list.reportItems.map((n) => n.id)).toEqual([newest!.id]);
    const fresh = { unreadCount: 3, clearedAt: null, unreadIds: ['pet-report-c000000000000000000000ff'] };
    expect(withUnreadState(list, fresh).missing).toBe(true);
  });

  it('marks some or all read with the server’s count', () => {
    const list = notificationList();
    const one = withRead(list, 2, [someNotifications[0]!.id]);
    expect(one.unreadCount).toBe(2);
    expect(one.notifications[0]!.isRead).toBe(true);
    expect(one.notifications[1]!.isRead).toBe(false);
    expect(withRead(list, 0).notifications.every((n) => n.isRead)).toBe(true);

    const withItems = notificationList([], undefined, someReportItems);
    expect(withRead(withItems, 1, [someReportItems[0]!.id]).reportItems.map((n) => n.isRead)).toEqual([true, false]);
    expect(withRead(withItems, 0).reportItems.every((n) => n.isRead)).toBe(true);
  });
});
