import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationList, NotificationsUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { logNotificationsFailure } from '../log-failure';
import { withRead } from './notification-cache';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read-all: every unread notification and report item after the latest Clear All. */
export function markAllNotificationsRead() {
  return apiFetch('/api/notifications/read-all', NotificationsUpdated, { method: 'POST' });
}

/** The list turns read once the server agrees; a failure is only logged (spec section 8). */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(userId), (list) =>
        list ? withRead(list, unreadCount) : list,
      ),
    onError: (error) => logNotificationsFailure('marking all notifications read', error),
  });
}
