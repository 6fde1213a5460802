import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationItem,
  type NotificationList,
  type UnreadEvent,
} from '@petpal/contracts';

/** A live new notification goes on top (the list keeps 10) and adds one to the unread count. */
export function withNewNotification(list: NotificationList, item: NotificationItem): NotificationList {
  if (list.notifications.some((n) => n.id === item.id)) return list;
  return {
    notifications: [item, ...list.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
    unreadCount: list.unreadCount + (item.isRead ? 0 : 1),
  };
}

/**
 * The server's state after a change in any tab: items up to the latest Clear All go, the rest take their
 * read state from `unreadIds`. `missing` is true when an unread item is not in the list (an event was
 * missed): the list should be fetched again.
 */
export function withUnreadState(
  list: NotificationList,
  state: UnreadEvent,
): { list: NotificationList; missing: boolean } {
  const clearedAt = state.clearedAt ? Date.parse(state.clearedAt) : null;
  const unread = new Set(state.unreadIds);
  const notifications = list.notifications
    .filter((n) => clearedAt === null || Date.parse(n.createdAt) > clearedAt)
    .map((n) => (n.isRead === !unread.has(n.id) ? n : { ...n, isRead: !unread.has(n.id) }));
  const listed = new Set(notifications.map((n) => n.id));
  return {
    list: { notifications, unreadCount: state.unreadCount },
    missing: state.unreadIds.some((id) => !listed.has(id)),
  };
}

/** After Mark as read (one or many) or Mark all read (`ids` omitted) succeeded. */
export function withRead(list: NotificationList, unreadCount: number, ids?: readonly string[]): NotificationList {
  const read = ids ? new Set(ids) : null;
  return {
    notifications: list.notifications.map((n) => (!n.isRead && (!read || read.has(n.id)) ? { ...n, isRead: true } : n)),
    unreadCount,
  };
}
