import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationItem,
  type NotificationList,
  type UnreadEvent,
} from '@petpal/contracts';

/**
 * A live new notification goes on top (the list keeps 10). The count stays the server's: the stream's
 * `unread` state that follows every new notification carries it (one more, or the same when the
 * notification names one of the report items it replaces).
 */
export function withNewNotification(list: NotificationList, item: NotificationItem): NotificationList {
  if (list.notifications.some((n) => n.id === item.id)) return list;
  return { ...list, notifications: [item, ...list.notifications].slice(0, NOTIFICATION_LIST_LIMIT) };
}

/**
 * The server's state after a change in any tab: items up to the latest Clear All go, the rest take their
 * read state from `unreadIds`. `missing` is true when an unread item is in neither list (an event was missed,
 * or a new report became one of the user's report items): the list should be fetched again.
 */
export function withUnreadState(
  list: NotificationList,
  state: UnreadEvent,
): { list: NotificationList; missing: boolean } {
  const clearedAt = state.clearedAt ? Date.parse(state.clearedAt) : null;
  const unread = new Set(state.unreadIds);
  const follow = (items: readonly NotificationItem[]) =>
    items
      .filter((n) => clearedAt === null || Date.parse(n.createdAt) > clearedAt)
      .map((n) => (n.isRead === !unread.has(n.id) ? n : { ...n, isRead: !unread.has(n.id) }));
  const next = {
    notifications: follow(list.notifications),
    reportItems: follow(list.reportItems),
    unreadCount: state.unreadCount,
  };
  const listed = new Set([...next.notifications, ...next.reportItems].map((n) => n.id));
  return { list: next, missing: state.unreadIds.some((id) => !listed.has(id)) };
}

/** After Mark as read (one or many) or Mark all read (`ids` omitted) succeeded, with the server's count. */
export function withRead(list: NotificationList, unreadCount: number, ids?: readonly string[]): NotificationList {
  const read = ids ? new Set(ids) : null;
  const mark = (items: readonly NotificationItem[]) =>
    items.map((n) => (!n.isRead && (!read || read.has(n.id)) ? { ...n, isRead: true } : n));
  return { notifications: mark(list.notifications), reportItems: mark(list.reportItems), unreadCount };
}
